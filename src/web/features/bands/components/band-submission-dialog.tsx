import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useSession } from "@/web/hooks/use-session";
import { SUBMISSION_TEXT } from "./band-submission/texts";

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
 * The /bands page's 'Add Your Band' button with its dialog. Signed-out visitors get the spec's
 * 'Authentication Required' toast instead of a form they could not send (001 §8).
 */
export function AddYourBandButton(props: Omit<ButtonProps, "onClick">) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          if (session.data === null) toast.error(SUBMISSION_TEXT.authTitle, { description: SUBMISSION_TEXT.authText });
          else setOpen(true);
        }}
      >
        <PlusIcon aria-hidden="true" />
        Add Your Band
      </Button>
      <BandSubmissionDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
