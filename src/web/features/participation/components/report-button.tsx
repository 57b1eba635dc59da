import { FlagIcon } from "lucide-react";
import { useId, useState } from "react";
import {
  REPORT_DETAILS_MAX,
  REPORT_DETAILS_REQUIRED,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from "@/shared/validation/report-reasons";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/lazy-dialog";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { useReport } from "../api/reports";
import { useViewer } from "../hooks/use-viewer";
import { ItemActionButton } from "./item-action-button";

const NOUN: Record<ReportTargetType, string> = { post: "post", comment: "comment", photo: "photo" };

/**
 * 'Report' on a post, comment or fan photo (issue 16 §4): for signed-in members other than its
 * author. A reason (spam, abuse, harassment, other + words) goes to the admins' Reports tab.
 */
export function ReportButton({
  targetType,
  targetId,
  authorId,
}: {
  targetType: ReportTargetType;
  targetId: string;
  authorId: string;
}) {
  const { user } = useViewer();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useReport();
  const ids = useId();
  if (!user || user.id === authorId) return null;
  const what = NOUN[targetType];

  const submit = () => {
    if (!reason) return setError("Choose a reason.");
    if (reason === "other" && !details.trim()) return setError(REPORT_DETAILS_REQUIRED);
    setError(null);
    report.mutate(
      { targetType, targetId, reason, details: details.trim() || null },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("Report sent", { description: "Thanks. Our moderators will review it." });
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : "Failed to send the report. Please try again.";
          if (failure instanceof ApiError && failure.status === 409) setOpen(false);
          toast.error("Report not sent", { description: message });
        },
      },
    );
  };

  return (
    <>
      <ItemActionButton icon={FlagIcon} label="Report" name={`Report ${what}`} onClick={() => setOpen(true)} />
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
      >
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Report this {what}</DialogTitle>
            <DialogDescription>
              Tell our moderators what is wrong. The author is not told who reported it.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-details`}>{reason === "other" ? "What is wrong? *" : "Anything to add?"}</Label>
            <Textarea
              id={`${ids}-details`}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
            />
          </div>
          {error ? (
            <p id={`${ids}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={report.isPending} onClick={submit}>
              Send report
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
