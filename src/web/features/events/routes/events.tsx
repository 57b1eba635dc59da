import { Page } from "@/web/components/layout/page";

export default function EventsRoute() {
  return <Page title="Upcoming Gigs" />;
}
