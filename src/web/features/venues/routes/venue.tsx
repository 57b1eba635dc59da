import { Page } from "@/web/components/layout/page";

export default function VenueRoute() {
  return <Page title="Venue Details" />;
}
