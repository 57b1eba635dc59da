import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { type SignupPromptTrigger, useSignupPromptState } from "./signup-prompt";

const COPY: Record<SignupPromptTrigger, { title: string; text: string }> = {
  timeout: {
    title: "Join the Tribe!",
    text: "Sign up to connect with indie artists, vote for your favourites, chat with the tribe and earn tribe points.",
  },
  action: {
    title: "Sign Up Required",
    text: "You need to be signed in to do that. Sign up, it's free, or log in if you already have an account.",
  },
};

/** The dialog (000 §2 'Sign-up prompt dialog'): Sign Up Now goes to /auth, remembering this page. */
export function SignupPromptModal() {
  const { trigger, close } = useSignupPromptState();
  const location = useLocation();
  // Keep the words while the dialog animates closed.
  const [shown, setShown] = useState<SignupPromptTrigger>("timeout");
  useEffect(() => {
    if (trigger) setShown(trigger);
  }, [trigger]);
  const copy = COPY[trigger ?? shown];

  return (
    <Dialog open={trigger !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle className="text-2xl">{copy.title}</DialogTitle>
          <DialogDescription>{copy.text}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="flex-col sm:flex-col sm:justify-stretch">
          <Button asChild size="lg" className="w-full">
            <Link to="/auth?mode=signup" state={{ from: location }} onClick={close}>
              Sign Up Now
            </Link>
          </Button>
          <Button variant="ghost" size="lg" className="w-full" onClick={close}>
            Continue Browsing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
