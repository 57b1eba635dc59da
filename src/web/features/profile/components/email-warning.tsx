import { MailWarningIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { useAuth, verificationCallbackURL } from "@/web/hooks/use-auth";

/** 000 §2, §4: shown while the e-mail address is not confirmed, with a way to get the link again. */
export function EmailWarning({ email }: { email: string }) {
  const { resendVerification } = useAuth();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification(email, verificationCallbackURL());
      toast.success("Email sent", { description: `We sent a new confirmation link to ${email}.` });
    } catch (error) {
      toast.error("Could not send the email", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSending(false);
    }
  }

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
