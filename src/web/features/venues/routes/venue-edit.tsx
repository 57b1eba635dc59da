import { useParams } from "react-router";
import { EditPage, EditSkeleton, LoadFailed } from "@/web/components/admin-edit";
import { usePageEditorOnly } from "@/web/hooks/use-page-editor-only";
import { ApiError } from "@/web/lib/api-client";
import { VenueNotFound } from "../components/venue-not-found";
import { useEditableVenue } from "../edit/api";
import { VenueEditForm } from "../edit/venue-edit-form";

/** /venues/{venueId}/edit: the venue's managers and admins; everyone else goes back to the venue (001 §2). */
export default function VenueEditRoute() {
  const { venueId = "" } = useParams();
  const { checking, canEdit } = usePageEditorOnly("venues", venueId, `/venues/${venueId}`);
  const venue = useEditableVenue(venueId, canEdit);

  if (venue.isError && venue.error instanceof ApiError && venue.error.status === 404) return <VenueNotFound />;
  return (
    <EditPage title="Edit Venue" backTo={`/venues/${venueId}`} backLabel="Back to Venue">
      {checking || venue.isPending ? (
        <EditSkeleton />
      ) : venue.isError ? (
        <LoadFailed message="Failed to load venue data." onRetry={() => void venue.refetch()} />
      ) : (
        <VenueEditForm key={venue.data.updatedAt} venue={venue.data} />
      )}
    </EditPage>
  );
}
