/**
 * Test factories for the catalogue: venues, gigs, line-ups, RSVPs and thread posts, written
 * straight to the database with only the fields a test cares about.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { eventLineup, eventRsvps, events, posts, users, venues } from "../db/schema";

let counter = 0;
const next = () => ++counter;

export async function createVenue(db: Database, values: Partial<typeof venues.$inferInsert> = {}) {
  const [row] = await db
    .insert(venues)
    .values({ name: `Test Venue ${next()}`, city: "Mumbai", ...values })
    .returning();
  return row!;
}

export async function createEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({ name: `Test Gig ${next()}`, city: "Mumbai", startTime: new Date(Date.now() + 86_400_000), ...values })
    .returning();
  return row!;
}

/** An account with no session, for line-ups, goers and post authors. */
export async function createPerson(
  db: Database,
  values: {
    name?: string | null;
    displayName?: string | null;
    role?: "fan" | "artist";
    avatarUrl?: string | null;
  } = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      email: `person-${randomUUID()}@example.test`,
      role: values.role ?? "artist",
      name: values.name === undefined ? `Person ${next()}` : values.name,
    })
    .returning();
  return row!;
}

/** An artist (user id) on a gig's line-up at a billing position. */
export async function addToLineup(db: Database, eventId: string, artistId: string, position = 0) {
  await db.insert(eventLineup).values({ eventId, kind: "artist", artistId, position });
}

/** A band on a gig's line-up at a billing position. */
export async function addBandToLineup(db: Database, eventId: string, bandId: string, position = 0, headliner = false) {
  await db.insert(eventLineup).values({ eventId, kind: "band", bandId, position, headliner });
}

export async function addRsvp(db: Database, eventId: string, userId: string, createdAt = new Date()) {
  await db.insert(eventRsvps).values({ eventId, userId, createdAt });
}

export async function createPost(
  db: Database,
  values: {
    userId: string;
    entityType: "event" | "venue" | "band" | "artist";
    entityId: string;
    content?: string;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(posts)
    .values({ content: `Post ${next()}`, ...values })
    .returning();
  return row!;
}
