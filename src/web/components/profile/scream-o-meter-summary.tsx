import type { ReactNode } from "react";
import { formatVoteAverage, SCREAM_MAX, screamLabel, toScreamLevel } from "@/shared/scream-o-meter";
import { cn } from "@/web/lib/cn";

type ScreamOMeterSummaryProps = {
  /** The fans' average vote, 0 when nobody has voted. */
  average: number;
  voteCount: number;
  /** 'band' or 'artist', for the sentence under the meter. */
  kind: "band" | "artist";
  /** The vote control (participation and onboarding work) renders here, under the standing. */
  children?: ReactNode;
};

/**
 * The Scream-O-Meter section (#scream-o-meter, 001 §2, §9): the fans' average on the 7-level meter,
 * to one decimal, with its label and the number of votes. Read-only; voting plugs in as children.
 */
export function ScreamOMeterSummary({ average, voteCount, kind, children }: ScreamOMeterSummaryProps) {
  const level = voteCount > 0 ? toScreamLevel(average) : 0;
  return (
    <section
      id="scream-o-meter"
      aria-labelledby="scream-o-meter-title"
      className="scroll-mt-20 self-start rounded-2xl border bg-card p-4 md:p-6"
    >
      <h2 id="scream-o-meter-title" className="text-lg font-bold">
        Scream-O-Meter
      </h2>
      {voteCount > 0 ? (
        <>
          <p className="mt-3 flex items-baseline gap-2">
            <span className="text-4xl font-extrabold text-primary-bright">{formatVoteAverage(average)}</span>
            <span className="text-sm text-muted-foreground">/ {SCREAM_MAX}</span>
          </p>
          <p className="mt-1 font-semibold">{screamLabel(average)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {voteCount} {voteCount === 1 ? "fan has" : "fans have"} screamed for this {kind}.
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">No screams yet for this {kind}.</p>
      )}
      <div
        role="meter"
        aria-label="Fans' average scream"
        aria-valuemin={0}
        aria-valuemax={SCREAM_MAX}
        aria-valuenow={voteCount > 0 ? Number(formatVoteAverage(average)) : 0}
        aria-valuetext={
          voteCount > 0 ? `${formatVoteAverage(average)} of ${SCREAM_MAX}: ${screamLabel(average)}` : "No votes yet"
        }
        className="mt-4 grid grid-cols-7 gap-1"
      >
        {Array.from({ length: SCREAM_MAX }, (_, i) => (
          <span key={i} className={cn("h-2.5 rounded-full", i < level ? "bg-primary" : "bg-secondary")} />
        ))}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
