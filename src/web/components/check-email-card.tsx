import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useAuth, verificationCallbackURL } from "@/web/hooks/use-auth";
import { toast } from "@/web/lib/toast";

type CheckEmailCardProps = {
  email: string;
  /** 'Check Your Email!' (sign-up, onboarding step 3); referral registration3 says 'Welcome to the Tribe!'. */
  title?: string;
  returnTo: string;
  onLogin: () => void;
};

/**
 * After sign-up (000 §2 'Check Your Email!'): how to confirm, a way to send the mail again, and a
 * way to log in at once: an unconfirmed account may sign in, the app reminds them to confirm.
 */
export function CheckEmailCard({ email, title = "Check Your Email!", returnTo, onLogin }: CheckEmailCardProps) {
  const { resend, sending } = useResendVerification(email, returnTo);

  return (
    <div className="grid gap-4 text-center" role="status">
      <MailCheckIcon className="mx-auto size-12 text-primary-bright" aria-hidden="true" />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-sm text-muted-foreground">
        We've sent a confirmation link to <strong className="break-all text-foreground">{email}</strong>. Open it to
        confirm your address. If you already have an account with this address, the email tells you how to log in
        instead.
      </p>
      <p className="text-sm text-muted-foreground">
        No email after a few minutes? Look in your spam folder, or send it again.
      </p>
      <Button size="lg" onClick={onLogin}>
        Go to Login
      </Button>
      <Button variant="ghost" onClick={resend} disabled={sending}>
        {sending ? "Sending..." : "Resend email"}
      </Button>
    </div>
  );
}

/**
 * 'Resend email' for an unconfirmed address (000 §2, §4): sends the confirmation link again and says
 * so in a toast. `returnTo` is where the link brings the person back (the current page by default).
 * It lives with the card so the profile's e-mail warning reuses the card's chunk instead of adding
 * one more to the first page's preload list.
 */
export function useResendVerification(email: string, returnTo?: string) {
  const { resendVerification } = useAuth();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await resendVerification(email, verificationCallbackURL(returnTo));
      toast.success("Email sent", { description: `We sent a new confirmation link to ${email}.` });
    } catch (error) {
      toast.error("Could not send the email", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setSending(false);
    }
  }

  return { resend, sending };
}
