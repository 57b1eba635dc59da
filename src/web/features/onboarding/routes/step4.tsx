import { PRODUCT_NAME } from "@/shared/product";
import { Page } from "@/web/components/layout/page";

export default function OnboardingStep4Route() {
  return <Page title={`${PRODUCT_NAME} welcomes you!`} />;
}
