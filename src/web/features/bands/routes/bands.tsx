import { Page } from "@/web/components/layout/page";

export default function BandsRoute() {
  return <Page title="Discover Bands" />;
}
