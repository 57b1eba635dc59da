/**
 * Test factories for bands and artists, written straight to the database with only the fields a
 * test cares about. Venues, events, people and posts come from ../events/testing.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { artists, bandMembers, bands, fanPhotos, users } from "../db/schema";
import { addBandToLineup, addToLineup, createEvent } from "../events/testing";

let counter = 0;
const next = () => ++counter;

export async function createBand(db: Database, values: Partial<typeof bands.$inferInsert> = {}) {
  const [row] = await db
    .insert(bands)
    .values({ name: `Test Band ${next()}`, location: "Mumbai, Maharashtra", primaryGenre: "Rock", ...values })
    .returning();
  return row!;
}

type ArtistValues = Partial<typeof artists.$inferInsert> & {
  name?: string | null;
  avatarUrl?: string | null;
  role?: "artist" | "fan";
  userType?: "real" | "system";
  /** false: the account only, without an artists row. */
  withProfile?: boolean;
};

/** An artist account (role artist unless told) and, unless withProfile is false, its artists row. */
export async function createArtist(db: Database, values: ArtistValues = {}) {
  const { name, avatarUrl, role, userType, withProfile, ...profile } = values;
  const [user] = await db
    .insert(users)
    .values({
      email: `artist-${randomUUID()}@example.test`,
      name: name === undefined ? `Test Artist ${next()}` : name,
      avatarUrl: avatarUrl ?? null,
      role: role ?? "artist",
      userType: userType ?? "real",
    })
    .returning();
  if (withProfile !== false) {
    await db
      .insert(artists)
      .values({ location: "Mumbai, Maharashtra", primaryGenre: "Indie", ...profile, userId: user!.id });
  }
  return user!;
}

/** An account of the given type that owns bands (a real manager, or a system fixture). */
export async function createOwner(db: Database, userType: "real" | "system") {
  const [user] = await db
    .insert(users)
    .values({ email: `owner-${randomUUID()}@example.test`, name: `Owner ${next()}`, userType })
    .returning();
  return user!;
}

export async function addMember(db: Database, bandId: string, values: Partial<typeof bandMembers.$inferInsert> = {}) {
  const [row] = await db
    .insert(bandMembers)
    .values({ name: `Member ${next()}`, ...values, bandId })
    .returning();
  return row!;
}

type GigValues = { gigDate: Date; eventId?: string; venue?: string; city?: string; verified?: boolean };

/** The gig to put an act on: the given event, else a new one at `venue` / `city` on `gigDate`. */
async function gigFor(db: Database, values: GigValues): Promise<string> {
  if (values.eventId) return values.eventId;
  const event = await createEvent(db, {
    name: `${values.venue ?? "Test Hall"} Night`,
    venueName: values.venue ?? "Test Hall",
    city: values.city ?? "Mumbai",
    startTime: values.gigDate,
    isVerified: values.verified ?? false,
  });
  return event.id;
}

/** A band playing a gig (its line-up holds the band); returns the gig's id. */
export async function addBandGig(db: Database, bandId: string, values: GigValues) {
  const eventId = await gigFor(db, values);
  await addBandToLineup(db, eventId, bandId);
  return eventId;
}

/** An artist playing a gig (its line-up holds the artist); returns the gig's id. */
export async function addArtistGig(db: Database, artistId: string, values: GigValues) {
  const eventId = await gigFor(db, values);
  await addToLineup(db, eventId, artistId);
  return eventId;
}

export async function addFanPhoto(db: Database, values: { userId: string; bandId: string; createdAt?: Date }) {
  const [row] = await db
    .insert(fanPhotos)
    .values({ imageUrl: `/media/fan-photos/${randomUUID()}.webp`, width: 800, height: 600, ...values })
    .returning();
  return row!;
}

/** A date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
