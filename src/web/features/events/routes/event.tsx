import { Page } from "@/web/components/layout/page";

export default function EventRoute() {
  return <Page title="Gig Details" />;
}
