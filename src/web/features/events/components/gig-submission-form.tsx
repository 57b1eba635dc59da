import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { gigSubmissionSchema, type GigSubmission, type GigSubmissionInput } from "@/shared/validation/submissions";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Input, Textarea } from "@/web/components/ui/input";
import { GenreSelect } from "@/web/components/genre-select";
import { ApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { useCreateGigSubmission } from "../api/create-gig-submission";

/** A rate limit says when to try again; anything else gets the band submission's wording (001 §8). */
const failureText = (error: Error) =>
  error instanceof ApiError && error.status === 429
    ? error.message
    : "Submission Failed - There was an error submitting your gig. Please try again.";

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
  const form = useForm<GigSubmissionInput, unknown, GigSubmission>({
    resolver: zodResolver(gigSubmissionSchema),
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCreateGigSubmission({
    mutationConfig: {
      onSuccess: () => {
        toast.success("Gig Submitted Successfully!", {
          description: "Your gig has been sent for review. It will be listed once an admin approves it.",
        });
        onDone();
      },
      onError: (error) => {
        const placed = applyFieldErrors(error, form.setError, Object.keys(DEFAULTS));
        setFailure(placed ? null : failureText(error));
      },
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        submit.mutate(values);
      })} noValidate className="grid gap-4">
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
          {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" {...form.register("ticketUrl")} />}
        </Field>
      </div>
      <Field label="About the gig (optional)" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("description")} />}
      </Field>
      <Field label="Your phone (optional)" error={errors.contactPhone?.message} hint="Only admins see it, in case they have a question.">
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("contactPhone")} />}
      </Field>
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Gig"}
      </Button>
    </form>
  );
}
