import { useParams } from "react-router";
import { EditPage, EditSkeleton, LoadFailed } from "@/web/components/admin-edit";
import { usePageEditorOnly } from "@/web/hooks/use-page-editor-only";
import { useEditableArtist } from "../edit/api";
import { ArtistPageForm } from "../edit/artist-page-form";

/** /artists/{userId}/edit: the artist, the page's managers and admins; everyone else goes back to the page. */
export default function ArtistEditRoute() {
  const { userId = "" } = useParams();
  const { checking, canEdit, isAdmin } = usePageEditorOnly("artists", userId, `/artists/${userId}`);
  const artist = useEditableArtist(userId, canEdit);
  return (
    <EditPage title="Edit Artist Page" backTo={`/artists/${userId}`} backLabel="Back to Profile">
      {checking || artist.isPending ? (
        <EditSkeleton />
      ) : artist.isError ? (
        <LoadFailed message="Failed to load the artist page." onRetry={() => void artist.refetch()} />
      ) : (
        <ArtistPageForm key={artist.data.updatedAt} artist={artist.data} adminFields={isAdmin} />
      )}
    </EditPage>
  );
}
