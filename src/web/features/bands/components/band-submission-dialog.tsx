import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession } from "@/web/hooks/use-session";

// The form (react-hook-form, the genre select, the upload code) loads when the dialog first opens.
const BandSubmissionForm = lazy(() =>
  import("./band-submission/submission-form").then((m) => ({ default: m.BandSubmissionForm })),
);

type BandSubmissionDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Submit Your Band for Review' (001 §2): closes itself after a successful submission. */
export function BandSubmissionDialog({ open, onOpenChange }: BandSubmissionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Submit Your Band for Review</DialogTitle>
          <DialogDescription>
            Tell us about your band. Our team reviews every submission; fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <BandSubmissionForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The /bands page's 'Add Your Band' button with its dialog. Signed-out visitors get the sign-up
 * prompt's 'Sign Up Required' (000 §2), as 'Add your Gig' does, instead of a form they could not send.
 */
export function AddYourBandButton(props: Omit<ButtonProps, "onClick">) {
  const session = useSession();
  const { prompt } = useSignupPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        disabled={props.disabled || session.isPending}
        onClick={() => (session.data ? setOpen(true) : prompt("action"))}
      >
        <PlusIcon aria-hidden="true" />
        Add Your Band
      </Button>
      <BandSubmissionDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
