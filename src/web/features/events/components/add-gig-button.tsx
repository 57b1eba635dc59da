import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useSession } from "@/web/hooks/use-session";
import { GigSubmissionForm } from "./gig-submission-form";

/** 'Add your Gig': members get the form, visitors the sign-up prompt. */
export function AddGigButton() {
  const session = useSession();
  const { prompt } = useSignupPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => (session.data ? setOpen(true) : prompt("action"))} disabled={session.isPending}>
        <PlusIcon aria-hidden="true" />
        Add your Gig
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add your Gig</DialogTitle>
            <DialogDescription>
              Playing or hosting a gig? Tell the tribe. An admin checks every suggestion before it is listed.
            </DialogDescription>
          </DialogHeader>
          {open ? <GigSubmissionForm onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
