/** JSON-LD for the home page: the WebSite and how to search it. */
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import type { WebSite } from "./schemas";

export function webSiteData(appUrl: string): WebSite {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: PRODUCT_NAME,
    url: `${appUrl}/`,
    description: PRODUCT_TAGLINE,
    potentialAction: {
      "@type": "SearchAction",
      // The site search page reads its text from ?q= (src/web/features/search/routes/search.tsx).
      target: { "@type": "EntryPoint", urlTemplate: `${appUrl}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
