import type { QueryClient } from "@tanstack/react-query";
import type { AwardOutcome } from "@/shared/xp-award";
import { type Me, meQueryKey, refreshMe } from "@/web/hooks/use-me";
import { queryClient as appQueryClient } from "@/web/lib/query-client";

/** 000 §9: confetti is 100 particles. */
export const CONFETTI_PARTICLES = 100;

export const XP_TEXT = {
  earnedTitle: "XP Earned!",
  earned: (points: number, action: string) => `You earned ${points} XP for ${action}!`,
  badgeTitle: (name: string) => `Badge Unlocked: ${name}`,
  badge: "Congratulations! You've earned a new badge!",
} as const;

/** Under ['me'] (see hooks/use-me.ts); the XP Club's figures. */
const MY_XP_KEY = [...meQueryKey, "xp"] as const;

export interface XpUpdate {
  xpPoints: number;
  level?: number;
}

/**
 * Puts a new XP total into the cache at once (the header's 'XP Points' and the XP Club follow it),
 * then refetches what derives from it (level progress, badges). XP never goes down, so an older
 * figure arriving late (a slow response after a newer live event) is ignored.
 */
export function applyXpUpdate(update: XpUpdate, client: QueryClient = appQueryClient) {
  client.setQueryData<Me>(meQueryKey, (old) =>
    old?.fan && update.xpPoints > old.fan.xpPoints
      ? { ...old, fan: { ...old.fan, xpPoints: update.xpPoints, level: update.level ?? old.fan.level } }
      : old,
  );
  client.setQueryData<{ xpPoints: number }>(MY_XP_KEY, (old) =>
    old && update.xpPoints > old.xpPoints ? { ...old, xpPoints: update.xpPoints } : old,
  );
  // Everything about the user is under ['me']: progress, level and (after an unlock) badges.
  void refreshMe(client);
}

function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

let fire: ReturnType<typeof import("canvas-confetti").create> | undefined;

/** Confetti, loaded on first use so it stays out of the first page's code; none for reduced motion. */
export async function fireConfetti() {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import("canvas-confetti");
    // Drawn on the main thread: our Content-Security-Policy does not allow blob: workers.
    fire ??= confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
    await fire({ particleCount: CONFETTI_PARTICLES, spread: 70, origin: { y: 0.6 } });
  } catch {
    // Decoration only: a chunk that failed to load must not break the action that earned the XP.
  }
}

export interface CelebrateOptions {
  /** Replaces the 'XP Earned!' toast of the action itself (the About page says 'Welcome to the Tribe!'). */
  title?: string;
  description?: string;
}

/**
 * What the browser does with an award outcome from any action's response: update the XP figure,
 * toast 'XP Earned!' (and each badge unlocked, and a streak reward) with confetti. Nothing happens
 * when nothing was awarded. Returns whether it celebrated.
 */
export function celebrateXp(outcome: AwardOutcome | null | undefined, options: CelebrateOptions = {}): boolean {
  if (!outcome?.awarded) return false;
  applyXpUpdate({ xpPoints: outcome.totalXp, level: outcome.level });
  // Decoration only: if the toast code cannot load, the XP figure above is already right. Its own
  // chunk (with the engagement matrix's action names), so pages with a Follow or RSVP button do
  // not download it before the first award (issue 20).
  void import("./xp-toasts").then(({ showToasts }) => showToasts(outcome, options)).catch(() => undefined);
  return true;
}
