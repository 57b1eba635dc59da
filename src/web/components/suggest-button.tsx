import { PlusIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useSession } from "@/web/hooks/use-session";

type SuggestButtonProps = {
  /** The button's and the dialog's title: 'Add your Gig'. */
  label: string;
  description: string;
  /** The suggestion form, mounted only while the dialog is open; `done` closes it. */
  children(done: () => void): ReactNode;
};

/** 'Add your …' for a suggestion the admins review: members get the form in a dialog, visitors the sign-up prompt. */
export function SuggestButton({ label, description, children }: SuggestButtonProps) {
  const session = useSession();
  const { prompt } = useSignupPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => (session.data ? setOpen(true) : prompt("action"))} disabled={session.isPending}>
        <PlusIcon aria-hidden="true" />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {open ? children(() => setOpen(false)) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
