import { Page } from "@/web/components/layout/page";

export default function VenuesRoute() {
  return <Page title="Discover Venues" />;
}
