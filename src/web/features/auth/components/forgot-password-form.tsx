import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { emailField } from "@/shared/validation/fields";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useRequestPasswordReset } from "../api/password-reset";

const schema = z.object({ email: emailField() });

type ForgotPasswordFormProps = { defaultEmail?: string; onBack: () => void };

/** 'Forgot password?': one answer for every address, so the form never tells who has an account. */
export function ForgotPasswordForm({ defaultEmail = "", onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <div className="grid gap-4 text-center" role="status">
        <h2 className="text-xl font-bold">Check Your Email!</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for <strong className="break-all text-foreground">{request.variables}</strong>, we've
          sent it a link to choose a new password. The link works for one hour.
        </p>
        <Button size="lg" onClick={onBack}>
          Back to Login
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Enter your email and we'll send you a link to choose a new password.
      </p>
      <FormError message={request.error?.message} />
      <Field label="Email" error={form.formState.errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? "Sending..." : "Send reset link"}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
