import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { AdminVenue } from "@/shared/contract/admin/venues";
import { type VenueForm, type VenueFormInput, venueFormSchema, withVenueDefaults } from "@/shared/validation/venues";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { TextAreaField, TextField } from "@/web/components/form-controls";
import { formDefaults } from "@/web/lib/form-defaults";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { AmenitiesField } from "./amenities-field";
import { useUpdateVenue } from "./api";
import { VenueImagesField } from "./venue-images-field";

const FIELDS = Object.keys(venueFormSchema.shape);

/** The loaded venue as form values: blanks get 001 §9's defaults, nulls become empty inputs. */
const toFormValues = (venue: AdminVenue) => formDefaults<VenueFormInput>(FIELDS, withVenueDefaults(venue));

/** /venues/{id}/edit (001 §2, §5, §8): basics, capacity and hours, amenities, images. */
export function VenueEditForm({ venue }: { venue: AdminVenue }) {
  const navigate = useNavigate();
  const update = useUpdateVenue(venue.id);
  const form = useForm<VenueFormInput, unknown, VenueForm>({
    resolver: zodResolver(venueFormSchema),
    defaultValues: toFormValues(venue),
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success("Venue updated successfully!", { description: "The venue has been updated." });
        void navigate(`/venues/${venue.id}`);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        toast.error("Update failed", { description: "Failed to update venue. Please try again." });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSection title="Basic Information">
        <TextField form={form} name="name" label="Venue Name *" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="venueType" label="Venue Type" placeholder="e.g. Club, Cafe, Auditorium" />
          <TextField form={form} name="genre" label="Genre" placeholder="e.g. Rock, Jazz" />
          <TextField form={form} name="city" label="City *" />
          <TextField form={form} name="location" label="Location" placeholder="Area, state" />
        </div>
        <TextAreaField form={form} name="description" label="Description" rows={4} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField form={form} name="phone" label="Phone" type="tel" inputMode="tel" />
          <TextField form={form} name="website" label="Website" type="url" inputMode="url" placeholder="https://" />
          <TextField form={form} name="instagram" label="Instagram" placeholder="@handle or link" />
        </div>
      </FormSection>

      <FormSection title="Capacity & Hours">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="capacity" label="Capacity" placeholder="e.g. 1000" />
          <TextField form={form} name="halls" label="Halls" type="number" min={1} step={1} inputMode="numeric" />
          <TextField
            form={form}
            name="rating"
            label="Rating (0–5)"
            type="number"
            min={0}
            max={5}
            step={0.1}
            inputMode="decimal"
          />
          <TextField form={form} name="openingHours" label="Opening Hours" placeholder="6:00 PM - 2:00 AM" />
        </div>
      </FormSection>

      <FormSection title="Amenities">
        <Controller
          control={form.control}
          name="amenities"
          render={({ field }) => <AmenitiesField value={field.value ?? []} onChange={field.onChange} />}
        />
      </FormSection>

      <FormSection title="Images" description="Any image type; the first one is the venue's cover.">
        <Controller
          control={form.control}
          name="imageUrls"
          render={({ field }) => <VenueImagesField value={field.value ?? []} onChange={field.onChange} />}
        />
      </FormSection>

      <EditActions cancelTo={`/venues/${venue.id}`} submitLabel="Update Venue" pending={update.isPending} />
    </form>
  );
}
