import { useSearchParams } from "react-router";
import { Page } from "@/web/components/layout/page";

export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  return <Page title={searchParams.get("mode") === "signup" ? "Create an account" : "Login"} />;
}
