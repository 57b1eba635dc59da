import type { ManagerDashboard } from "@/shared/contract/manage";
import { formatIst } from "@/shared/datetime";
import { DataTable } from "./data-table";

type Followers = NonNullable<ManagerDashboard["followers"]>;

const W = 360;
const H = 120;
const dayLabel = (day: string) => formatIst(`${day}T12:00:00+05:30`, "MMM d");

/**
 * Followers at the end of each of the last 90 IST days: an SVG line in a box of fixed height (no
 * layout shift while it loads or resizes), described in words, with the numbers as a real table.
 */
export function FollowersChart({ followers }: { followers: Followers }) {
  const { daily } = followers;
  const first = daily[0];
  const last = daily.at(-1);
  const max = Math.max(1, ...daily.map((d) => d.followers));
  const x = (i: number) => (daily.length <= 1 ? W : (i / (daily.length - 1)) * W);
  const y = (value: number) => H - (value / max) * (H - 8);
  const line = daily.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(d.followers).toFixed(1)}`).join(" ");
  const summary =
    first && last
      ? `Followers over the last ${daily.length} days: ${first.followers} on ${dayLabel(first.day)}, ${last.followers} on ${dayLabel(last.day)}.`
      : "No followers yet.";
  return (
    <figure className="grid gap-2">
      <div className="h-36 w-full rounded-lg bg-muted/60 p-2">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="h-full w-full overflow-visible"
          role="img"
          aria-label={summary}
        >
          <line
            x1="0"
            y1={H}
            x2={W}
            y2={H}
            className="stroke-border"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
          {line ? (
            <>
              <path d={`${line} L${W},${H} L0,${H} Z`} className="fill-primary/15" />
              <path
                d={line}
                className="fill-none stroke-primary-bright"
                strokeWidth="2"
                vectorEffect="non-scaling-stroke"
              />
            </>
          ) : null}
        </svg>
      </div>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{first ? dayLabel(first.day) : ""}</span>
        <span>Peak {Math.max(0, ...daily.map((d) => d.followers))}</span>
        <span>{last ? dayLabel(last.day) : ""}</span>
      </figcaption>
      <DataTable
        summary="Followers by day as a table"
        caption="Followers at the end of each day (IST)"
        head={["Day", "Followers"]}
        rows={[...daily].reverse().map((d) => [dayLabel(d.day), d.followers])}
      />
    </figure>
  );
}
