import { CheckIcon, MapPinIcon, PlusIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useBringToMyCity, useFanActivity, useFollow } from "../api/fan-activity";
import type { ActKind } from "../api/keys";
import { useSignedInAction } from "../hooks/use-viewer";
import { celebrate } from "./celebrate";

export const FOLLOW_TEXT = {
  error: "Failed to update. Please try again.",
  noCity: "Add your city to your profile so the band knows where you are.",
} as const;

type Sizing = {
  className?: string;
  size?: ButtonProps["size"];
  /** After a change, e.g. to refresh a fan count shown elsewhere. */
  onChange?: () => void;
};

/** Follow / Following for a band or an artist (001 §4); visitors get the sign-up prompt. */
export function FollowButton({ kind, id, className, size = "lg", onChange }: { kind: ActKind; id: string } & Sizing) {
  const activity = useFanActivity(kind, id);
  const follow = useFollow(kind, id);
  const guard = useSignedInAction();
  const following = activity.data?.viewer?.following ?? false;
  return (
    <Button
      size={size}
      variant={following ? "secondary" : "default"}
      aria-pressed={following}
      disabled={follow.isPending}
      className={className}
      onClick={guard(() =>
        follow.mutate(!following, {
          onSuccess: (answer) => {
            celebrate(answer.xp);
            onChange?.();
          },
          onError: () => toast.error("Error", { description: FOLLOW_TEXT.error }),
        }),
      )}
    >
      {following ? <CheckIcon aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
      {following ? "Following" : "Follow"}
    </Button>
  );
}

/** 'Bring to My City' (bands): each press toggles the request; the fan's city goes with it. */
export function BringToMyCityButton({ bandId, className, size = "lg", onChange }: { bandId: string } & Sizing) {
  const activity = useFanActivity("band", bandId);
  const bring = useBringToMyCity(bandId);
  const guard = useSignedInAction();
  const wanted = activity.data?.viewer?.bringToMyCity ?? false;
  const city = activity.data?.viewer?.bringCity;
  return (
    <Button
      size={size}
      variant={wanted ? "secondary" : "outline"}
      aria-pressed={wanted}
      disabled={bring.isPending}
      className={className}
      onClick={guard(() =>
        bring.mutate(!wanted, {
          onSuccess: (answer) => {
            celebrate(answer.xp);
            onChange?.();
            if (answer.bringToMyCity && !answer.city) toast("Request saved", { description: FOLLOW_TEXT.noCity });
          },
          onError: () => toast.error("Error", { description: FOLLOW_TEXT.error }),
        }),
      )}
    >
      <MapPinIcon aria-hidden="true" />
      {wanted && city ? `Wanted in ${city}` : "Bring to My City"}
      {wanted ? <CheckIcon aria-hidden="true" /> : null}
    </Button>
  );
}
