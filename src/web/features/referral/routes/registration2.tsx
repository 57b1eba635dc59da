import { Page } from "@/web/components/layout/page";

export default function Registration2Route() {
  return <Page title="Pick your Tribe alter ego" />;
}
