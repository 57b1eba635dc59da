import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import { toast } from "@/web/lib/toast";

/**
 * The state shared by 'Add your Gig' and 'Add your Venue': the form on the shared schema, the
 * sending, the success toast, server field errors under their fields and any other failure above
 * the form. `noun` names the thing in the toasts ('Gig' → 'Gig Submitted Successfully!').
 */
// Generic over the schema itself (not its input and output): inferring them from z.ZodType<O, I>
// breaks once zod is extended with .openapi() for the API contract.
export function useSuggestionForm<Schema extends z.ZodType<unknown, FieldValues>>(options: {
  schema: Schema;
  defaults: z.input<Schema>;
  noun: "Gig" | "Venue";
  create: (values: z.output<Schema>) => Promise<unknown>;
  onDone(): void;
}) {
  type TInput = z.input<Schema>;
  type TOutput = z.output<Schema>;
  const { schema, defaults, noun, create, onDone } = options;
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues: defaults as never });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: create,
    onSuccess: () => {
      toast.success(`${noun} Submitted Successfully!`, {
        description: `Your ${noun.toLowerCase()} has been sent for review. It will be listed once an admin approves it.`,
      });
      onDone();
    },
    onError: (error) => {
      const placed = applyFieldErrors(error, form.setError, Object.keys(defaults));
      // A rate limit says when to try again; anything else gets the band submission's wording (001 §8).
      setFailure(
        placed
          ? null
          : error instanceof ApiError && error.status === 429
            ? error.message
            : `Submission Failed - There was an error submitting your ${noun.toLowerCase()}. Please try again.`,
      );
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    submit.mutate(values);
  });
  return { form, errors: form.formState.errors, failure, onSubmit, pending: submit.isPending };
}
