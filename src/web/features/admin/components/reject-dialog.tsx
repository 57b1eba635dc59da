import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { type bandRejectionSchema, REJECTION_REASON_MAX_LENGTH } from "@/shared/validation/bands";
import type { rejectSubmissionSchema } from "@/shared/validation/submissions";
import { Field } from "@/web/components/form-field";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Textarea } from "@/web/components/ui/input";

/** What differs between the queues: 'Reject Band Submission' / 'Reject Band', or a gig's or venue's words. */
export type RejectTexts = { title: string; confirm: string; placeholder: string };

export const BAND_REJECT_TEXTS: RejectTexts = {
  title: "Reject Band Submission",
  confirm: "Reject Band",
  placeholder: "e.g. We couldn't reach the manager at the e-mail given.",
};

type RejectDialogProps = {
  /** The request being rejected; null closes the dialog. */
  request: { name: string } | null;
  texts: RejectTexts;
  /** The server's own rule for the reason, so the dialog refuses exactly what the API would. */
  schema: typeof bandRejectionSchema | typeof rejectSubmissionSchema;
  pending: boolean;
  onClose: () => void;
  onReject: (rejectionReason: string) => void;
  /** Runs as the dialog closes; may move focus itself (preventDefault) when its opener is gone. */
  onCloseAutoFocus?: (event: Event) => void;
};

type RejectionInput = { rejectionReason: string };

/** 'Reject Band Submission' (000 §2) and its gig/venue twins: a 4-row reason, refused when blank, mailed to the submitter. */
export function RejectDialog({
  request,
  texts,
  schema,
  pending,
  onClose,
  onReject,
  onCloseAutoFocus,
}: RejectDialogProps) {
  const form = useForm<RejectionInput>({
    resolver: zodResolver(schema),
    defaultValues: { rejectionReason: "" },
  });
  const { reset } = form;
  useEffect(() => {
    if (request) reset({ rejectionReason: "" });
  }, [request, reset]);

  const submit = form.handleSubmit(({ rejectionReason }) => onReject(rejectionReason));

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>
              {request
                ? `Tell the submitter why "${request.name}" can't be approved. They will receive this reason by e-mail.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <Field label="Reason for rejection" error={form.formState.errors.rejectionReason?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={4}
                maxLength={REJECTION_REASON_MAX_LENGTH}
                placeholder={texts.placeholder}
                {...form.register("rejectionReason")}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Rejecting..." : texts.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
