import { DownloadIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ManagerDashboard, MyPage } from "@/shared/contract/manage";
import { PAGE_PATHS } from "@/shared/contract/pages";
import { formatIst } from "@/shared/datetime";
import { LoadFailed } from "@/web/components/load-failed";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { dashboardCsvUrl, useDashboard } from "../api/get-dashboard";
import { FollowersChart } from "./followers-chart";
import { ScreamChart } from "./scream-chart";

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3 rounded-xl border border-border p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One tab of 'My Pages': the page's numbers, its CSV, and its upcoming gigs with links to change them. */
export function PageDashboard({ page }: { page: MyPage }) {
  const dashboard = useDashboard(page);
  if (dashboard.isError)
    return (
      <LoadFailed
        message="Failed to load this page's numbers"
        onRetry={() => void dashboard.refetch()}
        className="rounded-xl bg-muted p-6"
      />
    );
  if (!dashboard.data)
    return (
      <div role="status" aria-label="Loading the numbers" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  const d = dashboard.data;
  const key = `${page.kind}-${page.id}`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/${PAGE_PATHS[page.kind]}/${page.id}`}
          className="min-w-0 font-semibold [overflow-wrap:anywhere] text-primary-bright underline-offset-4 hover:underline"
        >
          View {page.name}'s page
        </Link>
        <Button asChild variant="outline" size="sm">
          <a href={dashboardCsvUrl(page)} download>
            <DownloadIcon aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {d.followers ? (
          <Section title="Followers" id={`${key}-followers`}>
            <p className="text-sm">
              <span className="text-2xl font-extrabold tabular-nums">{d.followers.now}</span> following now
            </p>
            <FollowersChart followers={d.followers} />
          </Section>
        ) : null}
        {d.screams ? (
          <Section title="Scream-O-Meter" id={`${key}-screams`}>
            <ScreamChart screams={d.screams} />
          </Section>
        ) : null}
        {d.demand ? (
          <Section title="Where fans want you" id={`${key}-demand`}>
            <DemandTable demand={d.demand} />
          </Section>
        ) : null}
        {d.cityWants ? (
          <Section
            title={d.cityWants.city ? `Bands ${d.cityWants.city} wants` : "Bands your city wants"}
            id={`${key}-wants`}
          >
            <CityWants wants={d.cityWants} />
          </Section>
        ) : null}
      </div>
      <Section title="Upcoming gigs" id={`${key}-gigs`}>
        <GigList gigs={d.gigs} />
      </Section>
    </div>
  );
}

function DemandTable({ demand }: { demand: NonNullable<ManagerDashboard["demand"]> }) {
  if (demand.cities.length === 0)
    return <p className="text-sm text-muted-foreground">No fan has asked you to come to their city yet.</p>;
  return (
    <>
      <p className="text-sm">
        <span className="text-2xl font-extrabold tabular-nums">{demand.total}</span> fans asked, Bring to My City
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bring to My City requests per city, most first</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 pr-2">
              City
            </th>
            <th scope="col" className="py-1 text-right">
              Fans
            </th>
            <th scope="col" className="py-1 pl-2 text-right">
              Last 30 days
            </th>
          </tr>
        </thead>
        <tbody>
          {demand.cities.map((city) => (
            <tr key={city.city} className="border-t border-border">
              <th scope="row" className="max-w-0 truncate py-1.5 pr-2 font-semibold">
                {city.city}
              </th>
              <td className="py-1.5 text-right tabular-nums">{city.label}</td>
              <td className="py-1.5 pl-2 text-right tabular-nums">
                {city.last30Days === null ? "—" : `+${city.last30Days}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">
        Cities with fewer than 3 fans are not counted exactly, to keep fans private.
      </p>
    </>
  );
}

function CityWants({ wants }: { wants: NonNullable<ManagerDashboard["cityWants"]> }) {
  if (wants.bands.length === 0)
    return <p className="text-sm text-muted-foreground">No fan in this city has asked for a band yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Bands fans in this city asked for, most first</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="py-1 pr-2">
            Band
          </th>
          <th scope="col" className="py-1 text-right">
            Fans
          </th>
        </tr>
      </thead>
      <tbody>
        {wants.bands.map((band) => (
          <tr key={band.bandId} className="border-t border-border">
            <th scope="row" className="max-w-0 truncate py-1.5 pr-2 font-semibold">
              <Link to={`/bands/${band.bandId}`} className="underline-offset-4 hover:underline">
                {band.name}
              </Link>
            </th>
            <td className="py-1.5 text-right tabular-nums">{band.label}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GigList({ gigs }: { gigs: ManagerDashboard["gigs"] }) {
  if (gigs.length === 0) return <p className="text-sm text-muted-foreground">No upcoming gigs.</p>;
  return (
    <ul className="grid gap-3" aria-label="Upcoming gigs">
      {gigs.map((gig) => (
        <li key={gig.id} className="grid gap-2 rounded-lg bg-muted/60 p-3">
          <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <Link
              to={`/events/${gig.id}`}
              className="min-w-0 font-semibold break-words underline-offset-4 hover:underline"
            >
              {gig.name}
            </Link>
            {gig.cancelled ? <span className="text-xs font-bold text-red-400 uppercase">Cancelled</span> : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {gig.startTime ? `${formatIst(gig.startTime, "EEE, MMM d, h:mm a")} IST` : "Date to be announced"}
            {gig.venueName ? ` · ${gig.venueName}` : ""}
            {gig.city ? `, ${gig.city}` : ""}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-center">
            {(
              [
                ["RSVPs", gig.rsvps],
                ["Calendar adds", gig.calendarAdds],
                ["Ticket clicks", gig.ticketClicks],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md bg-background/60 p-1.5">
                <dt className="text-[11px] leading-tight text-muted-foreground">{label}</dt>
                <dd className="text-lg font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {gig.cancelled ? null : (
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <Link to={`/manage/gigs/${gig.id}`} aria-label={`Change or cancel ${gig.name}`}>
                Change or cancel
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
