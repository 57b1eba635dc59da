import { MailWarningIcon } from "lucide-react";
import { useResendVerification } from "@/web/components/check-email-card";
import { Button } from "@/web/components/ui/button";

/** 000 §2, §4: shown while the e-mail address is not confirmed, with a way to get the link again. */
export function EmailWarning({ email }: { email: string }) {
  const { resend, sending } = useResendVerification(email);

  return (
    <div role="status" className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm">
      <MailWarningIcon className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid min-w-0 gap-2">
        <p>
          <strong className="font-semibold">Please confirm your email.</strong>{" "}
          <span className="text-muted-foreground">
            We sent a link to <span className="break-all">{email}</span>.
          </span>
        </p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={resend} disabled={sending}>
          {sending ? "Sending..." : "Resend email"}
        </Button>
      </div>
    </div>
  );
}
