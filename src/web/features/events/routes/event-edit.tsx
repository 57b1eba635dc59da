import { Page } from "@/web/components/layout/page";

export default function EventEditRoute() {
  return <Page title="Edit Event" />;
}
