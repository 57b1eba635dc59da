import { Controller } from "react-hook-form";
import { type VenueSubmissionInput, venueSubmissionSchema } from "@/shared/validation/submissions";
import { Field, FormError } from "@/web/components/form-field";
import { GenreSelect } from "@/web/components/genre-select";
import { Button } from "@/web/components/ui/button";
import { Input, Textarea } from "@/web/components/ui/input";
import { useSuggestionForm } from "@/web/hooks/use-suggestion-form";
import { createVenueSubmission } from "../api/create-venue-submission";

const DEFAULTS: VenueSubmissionInput = {
  name: "",
  city: "",
  location: "",
  venueType: "",
  genre: null,
  website: "",
  instagram: "",
  phone: "",
  capacity: "",
  description: "",
};

/** 'Add your Venue': the suggestion goes to the admins' review queue. */
export function VenueSubmissionForm({ onDone }: { onDone(): void }) {
  const { form, errors, failure, onSubmit, pending } = useSuggestionForm({
    schema: venueSubmissionSchema,
    defaults: DEFAULTS,
    noun: "Venue",
    create: createVenueSubmission,
    onDone,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Venue name" error={errors.name?.message}>
          {(field) => <Input {...field} {...form.register("name")} />}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(field) => <Input {...field} autoComplete="address-level2" {...form.register("city")} />}
        </Field>
        <Field label="Area and state (optional)" error={errors.location?.message}>
          {(field) => <Input {...field} placeholder="Lower Parel, Maharashtra" {...form.register("location")} />}
        </Field>
        <Field label="Type (optional)" error={errors.venueType?.message}>
          {(field) => <Input {...field} placeholder="Live music bar" {...form.register("venueType")} />}
        </Field>
        <Field label="Genre" error={errors.genre?.message}>
          {(field) => (
            <Controller
              control={form.control}
              name="genre"
              render={({ field: { value, onChange } }) => <GenreSelect {...field} value={value} onChange={onChange} />}
            />
          )}
        </Field>
        <Field label="Capacity (optional)" error={errors.capacity?.message}>
          {(field) => <Input {...field} placeholder="350" {...form.register("capacity")} />}
        </Field>
        <Field label="Website (optional)" error={errors.website?.message}>
          {(field) => (
            <Input {...field} type="url" inputMode="url" placeholder="https://" {...form.register("website")} />
          )}
        </Field>
        <Field label="Instagram (optional)" error={errors.instagram?.message}>
          {(field) => <Input {...field} placeholder="@venue" {...form.register("instagram")} />}
        </Field>
        <Field label="Phone (optional)" error={errors.phone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("phone")} />}
        </Field>
      </div>
      <Field label="About the venue (optional)" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Submitting..." : "Submit Venue"}
      </Button>
    </form>
  );
}
