import { Page } from "@/web/components/layout/page";

export default function ArtistsRoute() {
  return <Page title="Discover Artists & Bands" />;
}
