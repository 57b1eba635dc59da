import { Page } from "@/web/components/layout/page";

export default function Registration1Route() {
  return <Page title="Pick Your Top 3 Bands" />;
}
