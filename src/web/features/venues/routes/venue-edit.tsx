import { Page } from "@/web/components/layout/page";

export default function VenueEditRoute() {
  return <Page title="Edit Venue" />;
}
