import { useParams } from "react-router";
import { EditPage, EditSkeleton, LoadFailed } from "@/web/components/admin-edit";
import { MembersOnlyPage } from "@/web/components/members-only-page";
import { ApiError } from "@/web/lib/api-client";
import { useEvent } from "../api/get-event";
import { EventNotFound } from "../edit/not-found";
import { useGigAccess } from "../manage/api";
import { ChangeGigForm } from "../manage/change-gig-form";

/** Shown instead of the form to a member who manages neither the gig's venue nor a band on it. */
export const NOT_YOUR_GIG_PAGE = "Only the managers of this gig's venue or of a band on its line-up can change it.";

/**
 * /manage/gigs/{eventId}: a page manager changes a gig's time, venue or line-up, or cancels it
 * (issue 12 item 4), reached from 'My Pages'. The server refuses (403) anyone who does not manage the
 * gig's venue or a band on its line-up; the page asks first (GET /api/gigs/{id}/access) so a member
 * who can't change the gig is told so instead of being shown a form that would fail.
 */
export default function ManageGigRoute() {
  const { eventId = "" } = useParams();
  return (
    <MembersOnlyPage title="Change Gig" prompt="Log in to change your gig.">
      {() => <ManageGig eventId={eventId} />}
    </MembersOnlyPage>
  );
}

function ManageGig({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const access = useGigAccess(eventId);
  if (event.isError && event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
  return (
    <EditPage title="Change Gig" backTo="/manage" backLabel="Back to My Pages">
      {event.isPending || access.isPending ? (
        <EditSkeleton />
      ) : event.isError ? (
        <LoadFailed message="Failed to load the gig." onRetry={() => void event.refetch()} />
      ) : access.isError ? (
        <LoadFailed message="Failed to load the gig." onRetry={() => void access.refetch()} />
      ) : !access.data.canManage ? (
        <p className="rounded-xl bg-muted p-6 text-center">{NOT_YOUR_GIG_PAGE}</p>
      ) : event.data.cancelled ? (
        <p className="rounded-xl bg-muted p-6 text-center">This gig is cancelled; it can no longer be changed.</p>
      ) : (
        <>
          <p className="mb-4 text-lg font-semibold">{event.data.name}</p>
          <ChangeGigForm key={event.data.id} gig={event.data} backTo="/manage" />
        </>
      )}
    </EditPage>
  );
}
