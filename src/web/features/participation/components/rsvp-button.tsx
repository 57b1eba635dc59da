import { CheckIcon, PartyPopperIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useRsvp, useRsvpState } from "../api/events";
import { useSignedInAction } from "../hooks/use-viewer";
import { isStatus, toastSuccess } from "./celebrate";

export const RSVP_TEXT = {
  confirmed: "RSVP Confirmed!",
  earned: (gig: string) => `You're going to ${gig} and earned XP!`,
  plain: (gig: string) => `You're going to ${gig}.`,
  failed: "Failed to confirm RSVP. Please try again.",
} as const;

type RsvpButtonProps = {
  eventId: string;
  eventName: string;
  /** Told after a new RSVP, so the page can refresh its Who's Going list. */
  onGoing?: (rsvpCount: number) => void;
};

/** 'Going!' (001 §4): one-way; once going, the button stays disabled. Visitors get the sign-up prompt. */
export function RsvpButton({ eventId, eventName, onGoing }: RsvpButtonProps) {
  const state = useRsvpState(eventId);
  const rsvp = useRsvp(eventId);
  const guard = useSignedInAction();
  const going = state.data?.going ?? false;
  return (
    <Button
      size="lg"
      variant={going ? "secondary" : "default"}
      disabled={going || rsvp.isPending || state.isPending}
      onClick={guard(() =>
        rsvp.mutate(undefined, {
          onSuccess: (answer) => {
            toastSuccess(answer.xp, RSVP_TEXT.confirmed, {
              earned: RSVP_TEXT.earned(eventName),
              plain: RSVP_TEXT.plain(eventName),
            });
            onGoing?.(answer.rsvpCount);
          },
          onError: (error) =>
            toast.error("Error", { description: isStatus(error, 409) ? error.message : RSVP_TEXT.failed }),
        }),
      )}
    >
      {going ? <CheckIcon aria-hidden="true" /> : <PartyPopperIcon aria-hidden="true" />}
      {going ? "Going!" : rsvp.isPending ? "Confirming..." : "RSVP"}
    </Button>
  );
}
