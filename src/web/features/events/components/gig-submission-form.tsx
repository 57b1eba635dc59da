import { Controller } from "react-hook-form";
import { type GigSubmissionInput, gigSubmissionSchema } from "@/shared/validation/submissions";
import { Field, FormError } from "@/web/components/form-field";
import { GenreSelect } from "@/web/components/genre-select";
import { Button } from "@/web/components/ui/button";
import { Input, Textarea } from "@/web/components/ui/input";
import { useSuggestionForm } from "@/web/hooks/use-suggestion-form";
import { createGigSubmission } from "../api/create-gig-submission";

const DEFAULTS: GigSubmissionInput = {
  name: "",
  venueName: "",
  city: "",
  startTime: "",
  endTime: "",
  category: "",
  genre: null,
  ticketPrice: "",
  ticketUrl: "",
  description: "",
  contactPhone: "",
};

/** 'Add your Gig': the suggestion goes to the admins' review queue (shared rules in validation/submissions). */
export function GigSubmissionForm({ onDone }: { onDone(): void }) {
  const { form, errors, failure, onSubmit, pending } = useSuggestionForm({
    schema: gigSubmissionSchema,
    defaults: DEFAULTS,
    noun: "Gig",
    create: createGigSubmission,
    onDone,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <Field label="Gig name" error={errors.name?.message}>
        {(field) => <Input {...field} {...form.register("name")} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Venue" error={errors.venueName?.message}>
          {(field) => <Input {...field} {...form.register("venueName")} />}
        </Field>
        <Field label="City" error={errors.city?.message}>
          {(field) => <Input {...field} autoComplete="address-level2" {...form.register("city")} />}
        </Field>
        <Field label="Starts (IST)" error={errors.startTime?.message}>
          {(field) => <Input {...field} type="datetime-local" {...form.register("startTime")} />}
        </Field>
        <Field label="Ends (IST, optional)" error={errors.endTime?.message}>
          {(field) => <Input {...field} type="datetime-local" {...form.register("endTime")} />}
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
        <Field label="Category (optional)" error={errors.category?.message} hint="Gig, Showcase, Festival, Open Mic…">
          {(field) => <Input {...field} {...form.register("category")} />}
        </Field>
        <Field label="Ticket price (optional)" error={errors.ticketPrice?.message}>
          {(field) => <Input {...field} placeholder="₹499" {...form.register("ticketPrice")} />}
        </Field>
        <Field label="Ticket link (optional)" error={errors.ticketUrl?.message}>
          {(field) => (
            <Input {...field} type="url" inputMode="url" placeholder="https://" {...form.register("ticketUrl")} />
          )}
        </Field>
      </div>
      <Field label="About the gig (optional)" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </Field>
      <Field
        label="Your phone (optional)"
        error={errors.contactPhone?.message}
        hint="Only admins see it, in case they have a question."
      >
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("contactPhone")} />}
      </Field>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Submitting..." : "Submit Gig"}
      </Button>
    </form>
  );
}
