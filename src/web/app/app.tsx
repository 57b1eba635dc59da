import { PRODUCT_NAME } from "@/shared/product";

export function App() {
  return <h1>{PRODUCT_NAME}</h1>;
}
