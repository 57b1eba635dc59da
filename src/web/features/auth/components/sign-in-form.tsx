import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignInInput, signInSchema } from "@/shared/validation/auth";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useAuth } from "@/web/hooks/use-auth";

type SignInFormProps = {
  defaultEmail?: string;
  onForgotPassword: (email: string) => void;
};

/** 'Login': e-mail and password; a failure is shown in the form (the spec's browser alert, made accessible). */
export function SignInForm({ defaultEmail = "", onForgotPassword }: SignInFormProps) {
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      // The page follows the session: once it is read, /auth sends the user back where they came from.
      await signIn(email, password);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "An unexpected error occurred");
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
      <Field label="Password" error={errors.password?.message}>
        {(field) => <Input {...field} type="password" autoComplete="current-password" {...form.register("password")} />}
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Login"}
      </Button>
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => onForgotPassword(form.getValues("email"))}
      >
        Forgot password?
      </Button>
    </form>
  );
}
