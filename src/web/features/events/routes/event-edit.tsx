import { useParams } from "react-router";
import { EditPage, EditSkeleton, LoadFailed } from "@/web/components/admin-edit";
import { useAdminOnly } from "@/web/hooks/use-admin-only";
import { ApiError } from "@/web/lib/api-client";
import { useAdminEvent } from "../edit/api";
import { EventEditForm } from "../edit/event-edit-form";
import { EventNotFound } from "../edit/not-found";

/** /events/{eventId}/edit: admins only; everyone else goes back to the gig (001 §2). */
export default function EventEditRoute() {
  const { eventId = "" } = useParams();
  const { checking, isAdmin } = useAdminOnly(`/events/${eventId}`);
  const event = useAdminEvent(eventId, isAdmin);

  if (event.isError && event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
  return (
    <EditPage title="Edit Event" backTo={`/events/${eventId}`} backLabel="Back to Event">
      {checking || event.isPending ? (
        <EditSkeleton />
      ) : event.isError ? (
        <LoadFailed message="Failed to load event data." onRetry={() => void event.refetch()} />
      ) : (
        <EventEditForm key={event.data.updatedAt} event={event.data} />
      )}
    </EditPage>
  );
}
