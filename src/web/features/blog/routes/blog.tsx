import { PRODUCT_NAME } from "@/shared/product";
import { Page } from "@/web/components/layout/page";

export default function BlogRoute() {
  return <Page title={`${PRODUCT_NAME} Blog`} />;
}
