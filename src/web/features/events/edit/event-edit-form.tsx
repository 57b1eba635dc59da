import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { AdminEvent } from "@/shared/contract/admin/events";
import { utcToIstWallClock } from "@/shared/datetime";
import { type EventForm, type EventFormInput, eventFieldsSchema, eventFormSchema } from "@/shared/validation/events";
import { EditActions, FormSection } from "@/web/components/admin-edit";
import { TextAreaField, TextField } from "@/web/components/form-controls";
import { ImageUploadField } from "@/web/components/image-upload-field";
import { formDefaults } from "@/web/lib/form-defaults";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";
import { useUpdateEvent } from "./api";
import { LineupField, lineupEntries } from "./lineup-field";

// The line-up has its own editor (LineupField) and joins the body on submit.
const FIELDS = Object.keys(eventFieldsSchema.shape).filter((field) => field !== "lineup");

/** The loaded event as form values; times become IST wall-clock for the datetime-local inputs. */
function toFormValues(event: AdminEvent): EventFormInput {
  const values = formDefaults<EventFormInput>(FIELDS, event);
  return { ...values, startTime: utcToIstWallClock(event.startTime), endTime: utcToIstWallClock(event.endTime) };
}

/** /events/{id}/edit (001 §2, §5, §8) in the spec's cards, plus the line-up. */
export function EventEditForm({ event }: { event: AdminEvent }) {
  const navigate = useNavigate();
  const update = useUpdateEvent(event.id);
  const [lineup, setLineup] = useState(event.lineup);
  const form = useForm<EventFormInput, unknown, EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: toFormValues(event),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      // Dates go out as exact instants: the client read the inputs as IST with the same shared rule.
      {
        ...values,
        startTime: values.startTime?.toISOString() ?? null,
        endTime: values.endTime?.toISOString() ?? null,
        lineup: lineupEntries(lineup),
      },
      {
        onSuccess: () => {
          toast.success("Event updated successfully!", { description: "The event has been updated." });
          void navigate(`/events/${event.id}`);
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Update failed", { description: "Failed to update event. Please try again." });
        },
      },
    ),
  );

  const checkbox = (name: "isFeatured" | "isVerified", label: string, hint: string) => (
    <label className="flex items-start gap-3 rounded-lg bg-muted p-3">
      <input type="checkbox" className="mt-0.5 size-5 accent-primary" {...form.register(name)} />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSection title="Event Banner">
        <Controller
          control={form.control}
          name="coverImageUrl"
          render={({ field }) => (
            <ImageUploadField
              label="Banner"
              hint="Recommended: 16:9, at least 1200x675 pixels."
              target="event-banner"
              shape="banner"
              value={field.value}
              onChange={field.onChange}
              error={errors.coverImageUrl?.message}
            />
          )}
        />
      </FormSection>

      <FormSection title="Basic Information">
        <TextField form={form} name="name" label="Event Name *" />
        <TextAreaField form={form} name="description" label="Description" rows={4} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="category" label="Category" placeholder="e.g. Gig, Festival, Open Mic" />
          <TextField form={form} name="genre" label="Genre" />
        </div>
      </FormSection>

      <FormSection title="Line-up" description="Bands and artists, shown on the gig page in this order.">
        <LineupField value={lineup} onChange={setLineup} />
      </FormSection>

      <FormSection title="Venue Information">
        <TextField form={form} name="venueName" label="Venue Name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="venue" label="Venue Address" />
          <TextField form={form} name="city" label="City" />
        </div>
      </FormSection>

      <FormSection
        title="Date & Time"
        description="Times are in IST (India Standard Time), whatever your device's time zone."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="startTime" label="Start (IST)" type="datetime-local" />
          <TextField form={form} name="endTime" label="End (IST)" type="datetime-local" />
        </div>
      </FormSection>

      <FormSection title="Tickets & Links">
        <TextField form={form} name="ticketPrice" label="Ticket Price" placeholder="e.g. ₹499, Free entry" />
        <TextField form={form} name="ticketUrl" label="Ticket URL" type="url" inputMode="url" placeholder="https://" />
        <TextField
          form={form}
          name="externalTicketUrl"
          label="External Ticket URL"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </FormSection>

      <FormSection title="Event Settings">
        {checkbox("isFeatured", "Featured", "Highlight this gig in featured lists.")}
        {checkbox("isVerified", "Verified", "The details have been confirmed with the organiser.")}
      </FormSection>

      <EditActions cancelTo={`/events/${event.id}`} submitLabel="Update Event" pending={update.isPending} />
    </form>
  );
}
