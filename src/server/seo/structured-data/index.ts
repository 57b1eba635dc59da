import type { Database } from "../../db/client";
import type { EntityKind } from "../public-pages";
import { artistData, bandData } from "./acts";
import { blogData } from "./blog";
import { gigData } from "./gig";
import type { StructuredData } from "./schemas";
import { venueData } from "./venue";

export type { StructuredData } from "./schemas";
export { webSiteData } from "./website";

/**
 * An entity page's JSON-LD: null when the row does not exist, undefined when it exists but has too
 * little for structured data (a gig without a date or place).
 */
export const STRUCTURED_DATA: Record<
  EntityKind,
  (db: Database, id: string, appUrl: string) => Promise<StructuredData | null | undefined>
> = {
  bands: bandData,
  artists: artistData,
  gigs: gigData,
  venues: venueData,
  blog: blogData,
};
