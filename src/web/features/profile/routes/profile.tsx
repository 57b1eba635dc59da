import { Page } from "@/web/components/layout/page";

export default function ProfileRoute() {
  return <Page title="Your Profile" />;
}
