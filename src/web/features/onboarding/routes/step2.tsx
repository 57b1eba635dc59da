import { Page } from "@/web/components/layout/page";

export default function OnboardingStep2Route() {
  return <Page title="Pick your Tribe alter ego" />;
}
