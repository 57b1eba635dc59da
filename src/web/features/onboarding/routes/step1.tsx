import { useParams } from "react-router";
import { Page } from "@/web/components/layout/page";

export default function OnboardingStep1Route() {
  // The legacy /bands/:bandId/step1 URL carries no entity type: it is a band.
  const { entityType = "band" } = useParams();
  return <Page title={entityType === "artist" ? "Rate the Artist" : "Rate the Band"} />;
}
