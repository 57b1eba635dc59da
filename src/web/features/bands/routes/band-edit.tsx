import { Page } from "@/web/components/layout/page";

export default function BandEditRoute() {
  return <Page title="Edit Band" />;
}
