import type { MyXp } from "../api/get-my-xp";

const format = (n: number) => n.toLocaleString("en-IN");

/**
 * The bar from this level's minimum to the next level's, with a 'You are here' marker at the fan's
 * XP. The maths (and its clamping) is the server's, from src/shared/xp-levels.ts.
 */
/**
 * Where the 'You are here' label sits over the bar: its point at the fan's progress, and the label
 * shifted by the same share of its own width (left-aligned at 0%, centred at 50%, right-aligned at
 * 100%), so at any progress it stays inside the bar and clear of the card's XP figure.
 */
export function markerPlacement(progressPercent: number) {
  const at = Math.min(100, Math.max(0, progressPercent));
  return { left: `${at}%`, transform: `translateX(-${at}%)` };
}

export function LevelProgress({ xp }: { xp: MyXp }) {
  const top = xp.nextLevel === null;
  const marker = markerPlacement(xp.progressPercent);
  return (
    <section aria-label="Your level" className="grid gap-4 rounded-2xl border bg-card p-4">
      <div className="flex items-baseline justify-between">
        <p className="text-lg font-bold">Level {xp.level}</p>
        <p className="text-sm text-muted-foreground tabular-nums">{format(xp.xpPoints)} XP</p>
      </div>
      <div className="grid gap-1.5 pt-12">
        <div className="relative">
          <div className="absolute bottom-full mb-2 flex flex-col items-center text-center" style={marker}>
            <span className="text-[11px] leading-none text-muted-foreground">You are here</span>
            <span className="mt-1 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground tabular-nums">
              {format(xp.xpPoints)} XP
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={top ? `Level ${xp.level}, the top level` : `Progress to level ${xp.nextLevel}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={xp.progressPercent}
            aria-valuetext={`${xp.progressPercent}%`}
            className="h-3 overflow-hidden rounded-full bg-secondary"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${xp.progressPercent}%` }}
            />
          </div>
        </div>
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>
            Level {xp.level} · {format(xp.currentMin)}
          </span>
          {top ? null : (
            <span>
              Level {xp.nextLevel} · {format(xp.nextMin ?? 0)}
            </span>
          )}
        </div>
      </div>
      <p className="text-center text-sm">
        {top ? (
          "You're at the top level. Legend!"
        ) : (
          <>
            <strong className="text-primary-bright tabular-nums">{format(xp.pointsToNext)} XP</strong> to go until Level{" "}
            {xp.nextLevel}
          </>
        )}
      </p>
    </section>
  );
}
