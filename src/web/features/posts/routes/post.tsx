import { Page } from "@/web/components/layout/page";

export default function PostRoute() {
  return <Page title="Post Thread" />;
}
