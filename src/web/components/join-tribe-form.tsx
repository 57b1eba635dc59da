import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { type OnboardingSignUp, type OnboardingSignUpInput, onboardingSignUpSchema } from "@/shared/validation/auth";
import { CityField } from "@/web/components/form-controls";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";

export const PASSWORD_HINT = "At least 6 characters. Avoid common passwords.";
const FALLBACK_FAILURE = "Failed to create account";

const FIELDS = ["email", "city", "password", "confirmPassword"] as const;

type JoinTribeFormProps = {
  submitLabel: string;
  pendingLabel: string;
  /** Creates the account; an ApiError's field messages are shown under their fields. */
  onSubmit: (values: OnboardingSignUp) => Promise<void>;
};

/**
 * The funnels' sign-up (onboarding step 3, referral registration3; 000 §5): e-mail, city with
 * suggestions, password and its confirmation, with the spec's messages from the shared schema.
 */
export function JoinTribeForm({ submitLabel, pendingLabel, onSubmit }: JoinTribeFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OnboardingSignUpInput, unknown, OnboardingSignUp>({
    resolver: zodResolver(onboardingSignUpSchema),
    defaultValues: { email: "", city: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const placed = FIELDS.filter((name) => fields[name]?.[0]);
      for (const name of placed) form.setError(name as Path<OnboardingSignUpInput>, { message: fields[name]![0] });
      if (placed.length === 0) setFailure(error instanceof Error && error.message ? error.message : FALLBACK_FAILURE);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <Field label="Email" error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        )}
      </Field>
      <CityField form={form} />
      <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message}>
        {(field) => (
          <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="h-auto min-h-12 whitespace-normal py-3">
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
