/**
 * Test factories for the catalogue the admin edits: rows written straight to the database with
 * sensible defaults, so a test names only what it is about.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { TestUser } from "../auth/testing";
import type { Database } from "../db/client";
import { artists, bands, bandsTemp, events, users, venues } from "../db/schema";

const unique = () => randomUUID().slice(0, 8);

export async function createVenue(db: Database, values: Partial<typeof venues.$inferInsert> = {}) {
  const [venue] = await db
    .insert(venues)
    .values({ name: `Venue ${unique()}`, city: "Mumbai", ...values })
    .returning();
  return venue!;
}

export async function createEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await db
    .insert(events)
    .values({ name: `Gig ${unique()}`, city: "Mumbai", ...values })
    .returning();
  return event!;
}

export async function createBand(db: Database, values: Partial<typeof bands.$inferInsert> = {}) {
  const [band] = await db
    .insert(bands)
    .values({ name: `Band ${unique()}`, ...values })
    .returning();
  return band!;
}

/** An artist account (role artist) with its artists profile row. */
export async function createArtist(db: Database, name = `Artist ${unique()}`) {
  const [user] = await db
    .insert(users)
    .values({ email: `artist-${unique()}@example.test`, role: "artist", name, emailVerified: true })
    .returning();
  await db.insert(artists).values({ userId: user!.id, location: "Pune" });
  return user!;
}

/** A pending submission as if `submitter` had sent it. */
export async function createSubmission(
  db: Database,
  submitter: TestUser,
  values: Partial<typeof bandsTemp.$inferInsert> = {},
) {
  const [row] = await db
    .insert(bandsTemp)
    .values({
      name: `Submitted ${unique()}`,
      manager: "Asha Manager",
      managerEmail: `manager-${unique()}@example.test`,
      submitterId: submitter.id,
      submitterName: "Test Fan",
      submitterEmail: submitter.email,
      ...values,
    })
    .returning();
  return row!;
}

/** A real PNG of the given size, for upload tests. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
}

/** A multipart body with one `file` part, as the browser's FormData sends it. */
export function imageForm(data: Buffer, name = "photo.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  return form;
}
