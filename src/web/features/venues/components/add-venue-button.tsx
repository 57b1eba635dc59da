import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { useSignupPrompt } from "@/web/components/signup-prompt";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useSession } from "@/web/hooks/use-session";
import { VenueSubmissionForm } from "./venue-submission-form";

/** 'Add your Venue': members get the form, visitors the sign-up prompt. */
export function AddVenueButton() {
  const session = useSession();
  const { prompt } = useSignupPrompt();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => (session.data ? setOpen(true) : prompt("action"))} disabled={session.isPending}>
        <PlusIcon aria-hidden="true" />
        Add your Venue
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add your Venue</DialogTitle>
            <DialogDescription>
              Run a room that hosts live music? Tell the tribe. An admin checks every suggestion before it is listed.
            </DialogDescription>
          </DialogHeader>
          {open ? <VenueSubmissionForm onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
