import { Page } from "@/web/components/layout/page";

export default function BandRoute() {
  return <Page title="Band Profile" />;
}
