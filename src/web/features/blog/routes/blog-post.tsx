import { Page } from "@/web/components/layout/page";

export default function BlogPostRoute() {
  return <Page title="Blog Post" />;
}
