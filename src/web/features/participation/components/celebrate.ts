import type { AwardOutcome } from "@/shared/xp-award";
import { celebrateXp } from "@/web/components/xp-celebration";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";

/**
 * An action's success toast. When it earned XP the celebration (XP figure, confetti) carries the
 * action's own words in its toast, so the fan sees one toast, not two (000 §9: one at a time).
 */
export function toastSuccess(
  xp: AwardOutcome | null | undefined,
  title: string,
  texts: { earned: string; plain: string },
) {
  if (!celebrateXp(xp, { title, description: texts.earned })) toast.success(title, { description: texts.plain });
}

/** Celebrates XP with the engine's own 'XP Earned!' words, for actions without a toast of their own. */
export function celebrate(xp: AwardOutcome | null | undefined) {
  celebrateXp(xp);
}

/** A 429's own words (they say how long to wait) beat the generic failure text. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError &&
    (error.status === 429 || error.status === 413 || error.status === 422 || error.status === 415)
    ? error.message
    : fallback;
}

export const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;
