import { useParams } from "react-router";
import { EditPage, EditSkeleton } from "@/web/components/admin-edit";
import { useAdminOnly } from "@/web/hooks/use-admin-only";
import { ApiError } from "@/web/lib/api-client";
import { BandNotFound } from "../components/band-not-found";
import { useAdminBand } from "../edit/api";
import { BandEditForm } from "../edit/band-edit-form";

/** /bands/{bandId}/edit: admins only; everyone else is replaced to the band's profile (001 §2). */
export default function BandEditRoute() {
  const { bandId = "" } = useParams();
  const { checking, isAdmin } = useAdminOnly(`/bands/${bandId}`);
  const band = useAdminBand(bandId, isAdmin);

  // 001 §8: a missing band and a failed fetch both show 'Band Not Found', with the reason.
  if (band.isError) {
    const missing = band.error instanceof ApiError && band.error.status === 404;
    return <BandNotFound reason={missing ? "Band not found" : "Failed to fetch band details"} />;
  }
  return (
    <EditPage title="Edit Band" backTo={`/bands/${bandId}`} backLabel="Back to Profile">
      {checking || band.isPending ? <EditSkeleton /> : <BandEditForm key={band.data.updatedAt} band={band.data} />}
    </EditPage>
  );
}
