import { hashPassword } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { appMeta, users } from "../db/schema";
import { unusablePasswordHash } from "./accounts";
import { artworkUrls, createDemoArtwork, type DemoArtwork, drawGigPosters } from "./artwork";
import { planArtists, planBands, planBlogs, planVenues } from "./demo/catalog";
import { planCommunity, type StoredUrls, withStanding } from "./demo/community/plan";
import { planDemoUsers } from "./demo/demo-users";
import { countersFrom, planCrowd } from "./demo/fans";
import { planGigs, posterGigs } from "./demo/gigs";
import { type DemoContent, insertDemoContent } from "./demo/insert";
import { planSubmissions } from "./demo/submissions";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { createRandom } from "./random";

export type DemoSeedResult = { seeded: boolean; counts?: Record<string, number> };

export const DEMO_SEEDED_KEY = "demo_seeded_at";
// Fixed, so the same bands play the same gigs on every machine.
const SEED = 2026;
// The community's own sequence, so its talk never shifts the catalogue's draws.
const COMMUNITY_SEED = 1919;

/** What the seed uses of the app's dependencies, so a process that only seeds need not build the rest. */
export type SeedDeps = Pick<AppDeps, "db" | "storage" | "logger">;

export async function isDemoSeeded(db: Database) {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_SEEDED_KEY));
  return rows.length > 0;
}

/**
 * Seeds the demo content the first time the app starts on a database. The marker row is written in
 * the same transaction as the content, so a crash part-way leaves nothing behind and the next start
 * seeds again from scratch. Images are written first (files cannot join the transaction) and are
 * removed again if the transaction fails.
 */
export async function seedDemoContentOnce(deps: SeedDeps): Promise<DemoSeedResult> {
  const db = deps.db.db;
  if (await isDemoSeeded(db)) return { seeded: false };
  const started = performance.now();
  const now = new Date();

  const art = await createDemoArtwork(deps.storage);
  const stored: StoredUrls = [];
  try {
    const content = await planContent(deps, art, now, stored);
    await drawGigPosters(deps.storage, art, posterGigs(content));
    const rows = await db.transaction(async (tx) => {
      const written = await insertDemoContent(tx, content);
      await tx.insert(appMeta).values({ key: DEMO_SEEDED_KEY, value: now.toISOString() });
      return written;
    });
    const counts = { ...rows, images: art.count };
    deps.logger.info({ counts, ms: Math.round(performance.now() - started) }, "demo content seeded");
    return { seeded: true, counts };
  } catch (error) {
    await removeArtwork(deps, art, stored);
    // Another process on the same PostgreSQL database may have seeded first: that is success.
    if (await isDemoSeeded(db)) return { seeded: false };
    throw error;
  }
}

async function planContent(deps: SeedDeps, art: DemoArtwork, now: Date, stored: StoredUrls): Promise<DemoContent> {
  const db = deps.db.db;
  const random = createRandom(SEED);
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const taken = await db.select({ email: users.email }).from(users).where(inArray(users.email, demoEmails));

  const artists = planArtists(random, art);
  const artistUsers = new Map(artists.userRows.map((user) => [user.name!, user]));
  const bands = planBands(random, art, artistUsers);
  const venues = planVenues(art);
  const gigs = planGigs(random, now, {
    bands: bands.bandRows,
    artists: artists.userRows.map((user, i) => ({ user, location: artists.artistRows[i]!.location! })),
    venues,
  });
  const crowd = planCrowd(random, now, {
    bands: bands.bandRows,
    artistIds: artists.userRows.map((user) => user.id),
    venues,
    events: gigs.events,
  });
  const demo = planDemoUsers(now, {
    bands: bands.bandRows,
    events: gigs.events,
    takenEmails: new Set(taken.map((row) => row.email)),
  });
  const submissions = planSubmissions(random, now, {
    crowd: crowd.users.map((user, i) => ({ user, city: crowd.fans[i]!.city! })),
    venues,
    bands: bands.bandRows,
    art,
  });

  const community = await planCommunity(
    createRandom(COMMUNITY_SEED),
    now,
    {
      bands: bands.bandRows,
      artists: artists.userRows.map((user, i) => ({
        user,
        location: artists.artistRows[i]!.location ?? null,
        genre: artists.artistRows[i]!.primaryGenre ?? null,
      })),
      venues,
      events: gigs.events,
      crowd,
      demo,
    },
    deps.storage,
    stored,
  );

  const bandActivity = [...crowd.bandActivity, ...demo.bandActivity, ...community.bandActivity];
  const artistActivity = [...crowd.artistActivity, ...community.artistActivity];
  const bandCounters = countersFrom(bandActivity.map((row) => ({ ...row, key: row.bandId })));
  const artistCounters = countersFrom(artistActivity.map((row) => ({ ...row, key: row.artistId })));
  const rsvps = [...crowd.rsvps, ...demo.rsvps, ...community.rsvps];
  const rsvpCounts = new Map<string, number>();
  for (const rsvp of rsvps) rsvpCounts.set(rsvp.eventId, (rsvpCounts.get(rsvp.eventId) ?? 0) + 1);

  // Only the demo accounts get a known password. Everyone else shares one hash of a random,
  // never-revealed password: unique salts would cost ~0.2 s of scrypt per account.
  const [lockedHash, ...demoHashes] = await Promise.all([
    unusablePasswordHash(),
    ...[...demo.passwords.values()].map((password) => hashPassword(password)),
  ]);
  const allUsers = [...demo.users, ...artists.userRows, ...crowd.users, ...community.users];
  const passwordHashes = new Map(allUsers.map((user) => [user.id, lockedHash!]));
  [...demo.passwords.keys()].forEach((id, i) => {
    passwordHashes.set(id, demoHashes[i]!);
  });

  return {
    users: allUsers,
    passwordHashes,
    artists: artists.artistRows.map((row) => ({ ...row, ...artistCounters.get(row.userId) })),
    fans: [...demo.fans, ...crowd.fans, ...community.fans].map((fan) => withStanding(fan, community.ledger)),
    bands: bands.bandRows.map((row) => ({ ...row, ...bandCounters.get(row.id) })),
    bandMembers: bands.memberRows,
    venues,
    events: gigs.events.map((event) => ({ ...event, rsvpCount: rsvpCounts.get(event.id) ?? 0 })),
    eventLineup: gigs.eventLineup,
    fanBandActivity: bandActivity,
    fanArtistActivity: artistActivity,
    rsvps,
    calendar: [...demo.calendar, ...community.calendar],
    // Every fan's XP log, badges and totals as the engine's rules pay them (demo/community/ledger.ts).
    activities: community.ledger.activities,
    badges: community.ledger.badges,
    community,
    blogs: planBlogs(art, now),
    bandSubmissions: submissions.bands,
    gigSubmissions: submissions.gigs,
    venueSubmissions: submissions.venues,
    pageClaims: submissions.claims,
  };
}

async function removeArtwork(deps: SeedDeps, art: DemoArtwork, stored: StoredUrls) {
  for (const url of [...stored, ...artworkUrls(art)]) {
    const file = deps.storage.locate(url);
    if (file) await deps.storage.delete(file.bucket, file.key).catch(() => false);
  }
}
