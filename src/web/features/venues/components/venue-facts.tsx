import { BuildingIcon, ClockIcon, MusicIcon, PhoneIcon, StarIcon, UsersIcon } from "lucide-react";
import type { VenueDetail } from "@/shared/contract/venues";
import { Fact as BaseFact, FactList } from "@/web/components/fact-list";

export const NOT_SPECIFIED = "Not specified";

/** A venue's facts sit on small cards. */
const Fact = (props: Parameters<typeof BaseFact>[0]) => (
  <BaseFact {...props} className="rounded-xl border bg-card p-3 pl-15" />
);

/** Type, genre, hours, rating out of 5, capacity ('Not specified') and halls, phone. */
export function VenueFacts({ venue }: { venue: VenueDetail }) {
  const halls = venue.halls ? ` · ${venue.halls} ${venue.halls === 1 ? "hall" : "halls"}` : "";
  return (
    <FactList className="gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
    </FactList>
  );
}
