import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type PageClaim, type PageClaimInput, pageClaimSchema } from "@/shared/validation/pages";
import { Field, FormError } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import { Input, Textarea } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api-client";
import { applyFieldErrors } from "@/web/lib/form-errors";
import type { PagePath } from "@/web/lib/page-access";
import { toast } from "@/web/lib/toast";
import { useClaimPage } from "../api/claim-page";

const DEFAULTS: PageClaimInput = { role: "", contactPhone: "", instagram: "", website: "", youtube: "", message: "" };

/** 'Claim this page': the member's role, a phone and links that prove it; an admin reviews it. */
export function ClaimForm({ kind, id, onDone }: { kind: PagePath; id: string; onDone(): void }) {
  const form = useForm<PageClaimInput, unknown, PageClaim>({
    resolver: zodResolver(pageClaimSchema),
    defaultValues: DEFAULTS,
  });
  const errors = form.formState.errors;
  const claim = useClaimPage(kind, id);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    claim.mutate(values, {
      onSuccess: () => {
        toast.success("Claim Sent", { description: "An admin will review it; we will e-mail you the answer." });
        onDone();
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, Object.keys(DEFAULTS))) return;
        // 409 (already owned, already claimed) and 429 say exactly what happened.
        setFailure(
          error instanceof ApiError && (error.status === 409 || error.status === 429)
            ? error.message
            : "Your claim could not be sent. Please try again.",
        );
      },
    });
  });

  const url = (name: "instagram" | "website" | "youtube", label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://" {...form.register(name)} />}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your role" error={errors.role?.message}>
          {(field) => <Input {...field} placeholder="Manager" {...form.register("role")} />}
        </Field>
        <Field label="Contact phone (optional)" error={errors.contactPhone?.message}>
          {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("contactPhone")} />}
        </Field>
        {url("instagram", "Instagram link")}
        {url("website", "Website")}
        {url("youtube", "YouTube")}
      </div>
      <Field label="Message for the admins (optional)" error={errors.message?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("message")} />}
      </Field>
      <Button type="submit" size="lg" disabled={claim.isPending}>
        {claim.isPending ? "Sending..." : "Send Claim"}
      </Button>
    </form>
  );
}
