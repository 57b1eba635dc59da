import { Page } from "@/web/components/layout/page";

export default function OnboardingStep3Route() {
  return <Page title="Join the Tribe" />;
}
