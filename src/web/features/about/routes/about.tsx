import { Page } from "@/web/components/layout/page";

export default function AboutRoute() {
  return <Page title="About Us" />;
}
