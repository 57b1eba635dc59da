import { Page } from "@/web/components/layout/page";

export default function ArtistRoute() {
  return <Page title="Artist Profile" />;
}
