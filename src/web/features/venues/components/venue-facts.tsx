import { BuildingIcon, ClockIcon, MusicIcon, PhoneIcon, StarIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { VenueDetail } from "@/shared/contract/venues";

export const NOT_SPECIFIED = "Not specified";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-card p-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-primary-bright [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs tracking-wide text-muted-foreground uppercase">{label}</dt>
        <dd className="font-medium break-words">{children}</dd>
      </div>
    </div>
  );
}

/** Type, genre, hours, rating out of 5, capacity ('Not specified') and halls, phone. */
export function VenueFacts({ venue }: { venue: VenueDetail }) {
  const halls = venue.halls ? ` · ${venue.halls} ${venue.halls === 1 ? "hall" : "halls"}` : "";
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact icon={<BuildingIcon />} label="Type">
        {venue.venueType || NOT_SPECIFIED}
      </Fact>
      <Fact icon={<MusicIcon />} label="Genre">
        {venue.genre || NOT_SPECIFIED}
      </Fact>
      <Fact icon={<ClockIcon />} label="Hours">
        {venue.openingHours || NOT_SPECIFIED}
      </Fact>
      <Fact icon={<StarIcon />} label="Rating">
        {venue.rating !== null ? `${venue.rating.toFixed(1)} / 5` : NOT_SPECIFIED}
      </Fact>
      <Fact icon={<UsersIcon />} label="Capacity">
        {(venue.capacity || NOT_SPECIFIED) + halls}
      </Fact>
      <Fact icon={<PhoneIcon />} label="Phone">
        {venue.phone ? (
          <a
            href={`tel:${venue.phone.replace(/[^\d+]/g, "")}`}
            className="text-primary-bright underline-offset-4 hover:underline"
          >
            {venue.phone}
          </a>
        ) : (
          NOT_SPECIFIED
        )}
      </Fact>
    </dl>
  );
}
