import { and, eq } from "drizzle-orm";
import { formatIstLongDate } from "@/shared/datetime";
import { PRODUCT_NAME } from "@/shared/product";
import { idField } from "@/shared/validation/fields";
import type { Database } from "../db/client";
import { artists, bands, blogs, events, users, venues } from "../db/schema";
import { type Preview, summarize } from "./tags";

type Kind = "bands" | "artists" | "events" | "venues" | "blog";

/** The entity pages that get a preview card; their edit and onboarding sub-pages do not. */
const ROUTE = /^\/(bands|artists|events|venues|blog)\/([^/]+)\/?$/;

const titled = (name: string) => `${name} · ${PRODUCT_NAME}`;
const joinParts = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" · ");

/** The preview for an entity page, or null for any other path and for ids that name nothing. */
export async function previewForPath(db: Database, pathname: string): Promise<Preview | null> {
  const match = ROUTE.exec(pathname);
  if (!match) return null;
  const kind = match[1] as Kind;
  const id = idField.safeParse(match[2]);
  if (!id.success) return null;
  const path = `/${kind}/${id.data}`;
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
    const when = formatIstLongDate(event.startTime);
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
