import { useParams } from "react-router";
import { EditPage, EditSkeleton } from "@/web/components/admin-edit";
import { usePageEditorOnly } from "@/web/hooks/use-page-editor-only";
import { ApiError } from "@/web/lib/api-client";
import { BandNotFound } from "../components/band-not-found";
import { useEditableBand } from "../edit/api";
import { BandEditForm } from "../edit/band-edit-form";

/** /bands/{bandId}/edit: the band's managers and admins; everyone else is replaced to the band's profile (001 §2). */
export default function BandEditRoute() {
  const { bandId = "" } = useParams();
  const { checking, canEdit, isAdmin } = usePageEditorOnly("bands", bandId, `/bands/${bandId}`);
  const band = useEditableBand(bandId, canEdit);

  // 001 §8: a missing band and a failed fetch both show 'Band Not Found', with the reason.
  if (band.isError) {
    const missing = band.error instanceof ApiError && band.error.status === 404;
    return <BandNotFound reason={missing ? "Band not found" : "Failed to fetch band details"} />;
  }
  return (
    <EditPage title="Edit Band" backTo={`/bands/${bandId}`} backLabel="Back to Profile">
      {checking || band.isPending ? (
        <EditSkeleton />
      ) : (
        <BandEditForm key={band.data.updatedAt} band={band.data} adminFields={isAdmin} />
      )}
    </EditPage>
  );
}
