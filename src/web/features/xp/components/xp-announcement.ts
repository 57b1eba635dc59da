/** A fan's XP standing as the header shows it. */
export type XpStanding = { points: number; level: number };

/**
 * What the header's live region says when the fan's XP changes while the page is open (an action's
 * answer or the realtime `xp` event): the gain, the new total and a new level. The toast and the
 * confetti are not announced everywhere (a second tab has neither), so screen-reader users hear it
 * here. Nothing on the first load or when the figure did not go up.
 */
export function xpAnnouncement(previous: XpStanding | undefined, next: XpStanding | undefined): string | null {
  if (!previous || !next || next.points <= previous.points) return null;
  const gain = `+${(next.points - previous.points).toLocaleString("en-IN")} XP. You now have ${next.points.toLocaleString("en-IN")} XP Points.`;
  return next.level > previous.level ? `${gain} You reached Level ${next.level}!` : gain;
}
