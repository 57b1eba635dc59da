import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/validation/auth";
import { Field, FormError } from "@/web/components/form-field";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { useResetPassword } from "../api/password-reset";

const schema = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });

const BROKEN_LINK = "This link is invalid or has expired. Please request a new one.";

const linkClass = "font-semibold text-primary-bright underline-offset-4 hover:underline";

/** /auth/reset-password: where the mail's reset link lands, with ?token=… (or ?error=… when it was broken). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const reset = useResetPassword();
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ newPassword }) => token && reset.mutate({ token, newPassword }));

  let body: ReactNode;
  if (!token || params.get("error")) {
    body = (
      <div className="grid gap-4 text-center">
        <p role="alert">{BROKEN_LINK}</p>
        <Link to="/auth?mode=forgot" className={linkClass}>
          Request a new link
        </Link>
      </div>
    );
  } else if (reset.isSuccess) {
    body = (
      <div className="grid gap-4 text-center" role="status">
        <p>Your password has been changed. Log in with your new password.</p>
        <Button asChild size="lg">
          <Link to="/auth?mode=login">Go to Login</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormError message={reset.error?.message} />
        <Field
          label="New password"
          error={errors.newPassword?.message}
          hint="At least 6 characters. Avoid common passwords."
        >
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("newPassword")} />
          )}
        </Field>
        <Field label="Confirm password" error={errors.confirmPassword?.message}>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Set new password"}
        </Button>
      </form>
    );
  }

  return (
    <Page title="Choose a new password" className="max-w-md">
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </Page>
  );
}
