import { and, eq } from "drizzle-orm";
import { formatIstLongDate, formatIstMonthYear, formatIstTime } from "@/shared/datetime";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/shared/product";
import { idField } from "@/shared/validation/fields";
import type { Database } from "../db/client";
import { artists, bands, blogs, events, users, venues } from "../db/schema";
import { pagePath, type StaticPublicPath } from "../seo/public-pages";
import { presentPublicUser } from "../users/presenter";
import { findPublicUser } from "../users/service";
import { type Preview, summarize } from "./tags";

type Kind = "bands" | "artists" | "events" | "venues" | "blog" | "profile";

/** The entity pages that get a preview card; their edit, onboarding and registration sub-pages do not. */
const ROUTE = /^\/(bands|artists|events|venues|blog|profile)\/([^/]+)\/?$/;

const titled = (name: string) => `${name} · ${PRODUCT_NAME}`;
const joinParts = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" · ");

/**
 * The list and static pages: the title each page gives itself (its <Page title>) and what it is
 * about, so a shared /bands or /events link shows a card too.
 */
const STATIC_PAGES: Record<StaticPublicPath, { title: string; description: string }> = {
  "/": {
    title: `${PRODUCT_NAME} · ${PRODUCT_TAGLINE}`,
    description: "Discover India's independent bands, artists, gigs and venues. Help indie artists get loud.",
  },
  "/artists": {
    title: titled("Discover Artists & Bands"),
    description: "Independent artists and bands from across India. Scream for your favourites.",
  },
  "/bands": { title: titled("Discover Bands"), description: "Find your next favourite band from India's indie scene." },
  "/demand": {
    title: titled("Demand board"),
    description: "Which bands each Indian city wants most, ranked by fans' Bring to My City requests.",
  },
  "/events": { title: titled("Upcoming Gigs"), description: "Upcoming indie gigs across India, by city and date." },
  "/venue": {
    title: titled("Discover Venues"),
    description: "Live music venues across India, from bars to open-air stages.",
  },
  "/blog": {
    title: titled(`${PRODUCT_NAME} Blog`),
    description: "Stories, guides and news from India's independent music scene.",
  },
  "/about": {
    title: titled("About Us"),
    description: `Why ${PRODUCT_NAME} exists: a home for India's independent music scene. ${PRODUCT_TAGLINE}.`,
  },
};

/** The preview for an entity, list or static page, or null for any other path and for ids that name nothing. */
export async function previewForPath(db: Database, pathname: string): Promise<Preview | null> {
  const staticPath = pagePath(pathname);
  if (Object.hasOwn(STATIC_PAGES, staticPath)) {
    return { ...STATIC_PAGES[staticPath as StaticPublicPath], image: null, path: staticPath, type: "website" };
  }
  const match = ROUTE.exec(pathname);
  if (!match) return null;
  const kind = match[1] as Kind;
  const id = idField.safeParse(match[2]);
  if (!id.success) return null;
  // og:url is the page's canonical URL (src/server/seo/head.ts): ids in lower case.
  const path = `/${kind}/${id.data.toLowerCase()}`;
  return LOOKUPS[kind](db, id.data, path);
}

const LOOKUPS: Record<Kind, (db: Database, id: string, path: string) => Promise<Preview | null>> = {
  async bands(db, id, path) {
    const [band] = await db.select().from(bands).where(eq(bands.id, id));
    if (!band) return null;
    const about = joinParts("Band", band.primaryGenre, band.location);
    return {
      title: titled(band.name),
      description: summarize(
        band.bio ? `${about}. ${band.bio}` : `${band.name}: ${about}. Scream for them on ${PRODUCT_NAME}.`,
      ),
      image: band.profileBannerUrl ?? band.avatarUrl,
      path,
      type: "profile",
    };
  },

  async artists(db, id, path) {
    const [row] = await db
      .select({ name: users.name, avatarUrl: users.avatarUrl, artist: artists })
      .from(users)
      .innerJoin(artists, eq(artists.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, "artist"), eq(users.userType, "real")));
    if (!row) return null;
    const name = row.name?.trim() || "Unknown Artist";
    const about = joinParts("Artist", row.artist.primaryGenre ?? row.artist.genre, row.artist.location);
    return {
      title: titled(name),
      description: summarize(row.artist.bio ? `${about}. ${row.artist.bio}` : `${name}: ${about}.`),
      image: row.artist.profileBannerUrl ?? row.avatarUrl,
      path,
      type: "profile",
    };
  },

  async events(db, id, path) {
    const [event] = await db.select().from(events).where(eq(events.id, id));
    if (!event) return null;
    const where = [event.venueName ?? event.venue ?? "Venue TBA", event.city ?? "Location TBA"].join(", ");
    // The day and the time in IST ('Monday, November 23, 2026, 12:15 AM IST'), or 'Date TBA'.
    const when = event.startTime
      ? `${formatIstLongDate(event.startTime)}, ${formatIstTime(event.startTime)}`
      : formatIstLongDate(null);
    return {
      title: titled(event.name),
      description: summarize(joinParts(when, where, event.description)),
      image: event.coverImageUrl,
      path,
      type: "event",
    };
  },

  async venues(db, id, path) {
    const [venue] = await db.select().from(venues).where(eq(venues.id, id));
    if (!venue) return null;
    const about = joinParts(venue.venueType, [venue.city, venue.location].filter(Boolean).join(", "));
    return {
      title: titled(venue.name),
      description: summarize(venue.description ? `${about}. ${venue.description}` : about),
      image: venue.imageUrls[0] ?? null,
      path,
      type: "place",
    };
  },

  async profile(db, id, path) {
    const row = await findPublicUser(db, id);
    if (!row) return null;
    // What the profile page itself shows anyone (users/presenter.ts): name, city for fans who show
    // it, join date. A preview is for everyone, so it is written as a visitor would see the page.
    const user = presentPublicUser(row, null);
    return {
      title: titled(user.displayName),
      description: summarize(
        joinParts(
          `${user.displayName} on ${PRODUCT_NAME}`,
          user.city,
          `Member since ${formatIstMonthYear(user.createdAt)}`,
        ),
      ),
      image: user.avatarUrl,
      path,
      type: "profile",
    };
  },

  async blog(db, id, path) {
    const [post] = await db.select().from(blogs).where(eq(blogs.id, id));
    if (!post) return null;
    return {
      title: titled(post.title),
      description: summarize(post.excerpt),
      image: post.image,
      path,
      type: "article",
    };
  },
};
