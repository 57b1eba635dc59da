import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/lazy-dialog";
import { ItemActionButton } from "./item-action-button";

/** A small 'Delete' button that asks first: deleting a post takes its comments with it. */
export function ConfirmDelete({
  what,
  onConfirm,
  pending,
}: {
  what: "post" | "comment" | "photo";
  onConfirm(): void;
  pending: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ItemActionButton icon={Trash2Icon} label="Delete" name={`Delete ${what}`} onClick={() => setOpen(true)} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-sm">
          <DialogHeader>
            <DialogTitle>Delete this {what}?</DialogTitle>
            <DialogDescription>
              {what === "post"
                ? "Its comments and votes go with it. "
                : what === "comment"
                  ? "Replies to it go with it. "
                  : ""}
              This can't be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
