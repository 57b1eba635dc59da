import { Page } from "@/web/components/layout/page";

export default function Registration3Route() {
  return <Page title="Join the Tribe" />;
}
