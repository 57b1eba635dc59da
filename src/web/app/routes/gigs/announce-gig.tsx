import { useLocation, useParams } from "react-router";
import type { LineupAct } from "@/shared/contract/lineups";
import { EditPage, EditSkeleton } from "@/web/components/admin-edit";
import { useBand } from "@/web/features/bands/api/get-band";
import { AnnounceGigForm } from "@/web/features/events/announce/announce-gig-form";
import { useVenue } from "@/web/features/venues/api/get-venue";
import { usePageEditorOnly } from "@/web/hooks/use-page-editor-only";

/**
 * /bands/{bandId}/announce-gig and /venues/{venueId}/announce-gig (issue 12 item 4): for the page's
 * managers and admins; everyone else is sent back to the page. The server checks again on save.
 */
export default function AnnounceGigRoute() {
  const { bandId = "", venueId = "" } = useParams();
  const isVenue = useLocation().pathname.startsWith("/venues/");
  const id = isVenue ? venueId : bandId;
  const backTo = isVenue ? `/venues/${id}` : `/bands/${id}`;
  const { checking, canEdit } = usePageEditorOnly(isVenue ? "venues" : "bands", id, backTo);
  const band = useBand(isVenue ? "" : id);
  const venue = useVenue(isVenue ? id : "");

  const firstAct: LineupAct | null = band.data
    ? {
        kind: "band",
        id: band.data.id,
        name: band.data.name,
        avatarUrl: band.data.avatarUrl,
        location: band.data.location,
        genres: band.data.genres,
        headliner: true,
      }
    : null;
  const place = isVenue && venue.data ? { id: venue.data.id, name: venue.data.name, city: venue.data.city } : null;
  const ready = !checking && canEdit && (isVenue ? place !== null : firstAct !== null);
  return (
    <EditPage title="Announce a Gig" backTo={backTo} backLabel="Back to Page">
      {ready ? <AnnounceGigForm backTo={backTo} venue={place} firstAct={firstAct} /> : <EditSkeleton />}
    </EditPage>
  );
}
