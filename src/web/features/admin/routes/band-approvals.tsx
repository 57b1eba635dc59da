import { Page } from "@/web/components/layout/page";

export default function BandApprovalsRoute() {
  return <Page title="Band Approval Requests" />;
}
