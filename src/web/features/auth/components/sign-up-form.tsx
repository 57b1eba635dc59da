import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignUpInput, signUpSchema } from "@/shared/validation/auth";
import { Field, FormError } from "@/web/components/form-field";
import { PASSWORD_HINT } from "@/web/components/join-tribe-form";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useAuth, verificationCallbackURL } from "@/web/hooks/use-auth";

type SignUpFormProps = {
  /** The page the confirmation link should return to (000 §5: where the user was). */
  returnTo: string;
  onSignedUp: (email: string) => void;
};

/** 'Create an account': e-mail and password. The account is made signed out; the mail confirms it. */
export function SignUpForm({ returnTo, onSignedUp }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signUp({ email, password, callbackURL: verificationCallbackURL(returnTo) });
      onSignedUp(email);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : "Failed to create account");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <Field label="Email" error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(field) => <Input {...field} type="password" autoComplete="new-password" {...form.register("password")} />}
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Creating Account..." : "Sign Up"}
      </Button>
    </form>
  );
}
