import type { ManagerDashboard } from "@/shared/contract/manage";
import { DataTable } from "./data-table";

type Screams = NonNullable<ManagerDashboard["screams"]>;

/** The 7 Scream-O-Meter levels as SVG bars of fixed height, with the table alternative. */
export function ScreamChart({ screams }: { screams: Screams }) {
  const max = Math.max(1, ...screams.levels.map((l) => l.fans));
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="text-2xl font-extrabold tabular-nums">{screams.fans}</span>{" "}
        {screams.fans === 1 ? "fan screamed" : "fans screamed"}
        {screams.average !== null ? (
          <>
            {" · average "}
            <span className="font-bold tabular-nums">{screams.average.toFixed(1)}</span> / 7
          </>
        ) : null}
      </p>
      <ol aria-hidden="true" className="grid h-[12.25rem] content-start gap-1">
        {screams.levels.map((level) => (
          <li
            key={level.level}
            className="grid h-6 grid-cols-[1.25rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-xs"
          >
            <span className="font-bold tabular-nums">{level.level}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full" aria-hidden="true">
              <rect x="0" y="0" width="100" height="10" className="fill-muted" />
              <rect x="0" y="0" width={(level.fans / max) * 100} height="10" className="fill-primary-bright" />
            </svg>
            <span className="text-right tabular-nums">{level.fans}</span>
          </li>
        ))}
      </ol>
      <DataTable
        summary="Scream-O-Meter levels as a table"
        caption="Fans per Scream-O-Meter level"
        head={["Level", "Fans"]}
        rows={screams.levels.map((l) => [`${l.level}: ${l.label}`, l.fans])}
      />
    </div>
  );
}
