import type { Home } from "@/shared/contract/home";
import { listFeaturedBands } from "../bands/service";
import { listBlogs } from "../blogs/service";
import type { Database } from "../db/client";
import { listEvents } from "../events/service";

/** 001 §9: featured bands 6, upcoming gigs 4, default city Mumbai. */
export const HOME_LIMITS = { featuredBands: 6, upcomingGigs: 4, latestBlogs: 6 } as const;
export const DEFAULT_CITY = "Mumbai";

/**
 * Home's Upcoming Gigs (001 §7): upcoming gigs in the fan's city, else Mumbai; when that city has
 * none, the same query without a city. `city` says which one the list is for (null: everywhere).
 */
export async function homeGigs(db: Database, fanCity: string | null, now?: Date) {
  const city = fanCity ?? DEFAULT_CITY;
  const page = { limit: HOME_LIMITS.upcomingGigs };
  const local = await listEvents(db, { city, upcomingOnly: true, now }, page);
  if (local.items.length > 0) return { city, items: local.items };
  const anywhere = await listEvents(db, { upcomingOnly: true, now }, page);
  return { city: null, items: anywhere.items };
}

/**
 * Everything the home page shows, in one response (the page's other request is the session).
 * `viewerId` says whose page this is, so a client that fetched it before its session arrived can
 * tell a visitor's page from a fan's.
 */
export async function getHome(db: Database, viewerId: string | null, fanCity: string | null): Promise<Home> {
  const [featuredBands, upcomingGigs, blogs] = await Promise.all([
    // featured > 0 ascending, listed bands only (the band list's own query, 001 §7).
    listFeaturedBands(db, HOME_LIMITS.featuredBands),
    homeGigs(db, fanCity),
    listBlogs(db, { limit: HOME_LIMITS.latestBlogs }),
  ]);
  return { viewerId, featuredBands, upcomingGigs, latestBlogs: blogs.items };
}
