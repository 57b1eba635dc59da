import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "better-auth/crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { displayNameFor } from "../../shared/display-name";
import { GENRES } from "../../shared/genres";
import { ENGAGEMENT_MATRIX } from "../../shared/xp-actions";
import { levelMatrixProblems } from "../../shared/xp-levels";
import { listPending } from "../band-submissions/service";
import type { AppDeps } from "../context";
import * as s from "../db/schema";
import { createTestApp, getTestDatabase } from "../test";
import { ensureAdminAccount } from "./admin";
import { loadIndianCities } from "./cities";
import { seedDemoContentOnce } from "./demo";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { syncReferenceData } from "./reference";

/** 000 §9's table as written, and the canonical names src/shared/xp-actions.ts gives some rows. */
const SPEC_MATRIX: [string, number][] = [
  ["Get Ticket", 10],
  ["Follow Artist", 5],
  ["Vote for Bring Artist to My City", 5],
  ["Post in Community", 5],
  ["Comment on Posts", 3],
  ["Upvote or React to Post", 2],
  ["RSVP event", 10],
  ["Add Event to Calendar", 20],
  ["Read mission", 5],
  ["Vote for an Artist/Band", 5],
  ["Email Registration", 10],
  ["Update profile avatar", 10],
  ["Upload Fan Photos", 20],
  ["Share link", 20],
  ["Share 'Join our tribe' referral link", 20],
  ["Referred friend registered", 25],
  ["Unlock a badge", 50],
  ["Maintain a streak", 50],
];
const CANONICAL: Record<string, string> = {
  "Follow Artist": "Follow Artist/Band",
  "Vote for Bring Artist to My City": "Vote for Bring Them to My City",
  "RSVP event": "RSVP Event",
  "Share link": "Share Link",
};

const WEB_PUBLIC = fileURLToPath(new URL("../../web/public", import.meta.url));

/** The app's dependencies on a database of its own (migrated, reference data filled) and a temp DATA_DIR. */
async function appDeps(options: { fresh?: boolean } = {}): Promise<AppDeps> {
  const database = options.fresh ? await getTestDatabase({ fresh: true }) : undefined;
  return (await createTestApp({ database })).deps;
}

const total = async (table: PgTable, on: AppDeps = deps) => (await on.db.db.select({ n: count() }).from(table))[0]!.n;

let deps: AppDeps;
beforeAll(async () => {
  deps = await appDeps();
});

describe("syncReferenceData", () => {
  it("writes the engagement matrix: every row of 000 §9 with its points, under its canonical name", async () => {
    const rows = await deps.db.db.select().from(s.userEngagementMatrix);
    const byAction = new Map(rows.map((row) => [row.engagementAction, row]));
    for (const [action, points] of SPEC_MATRIX) {
      expect(byAction.get(CANONICAL[action] ?? action)?.points, action).toBe(points);
    }
    expect(rows.map((row) => [row.engagementAction, row.points, row.category]).sort()).toEqual(
      ENGAGEMENT_MATRIX.map((row) => [row.action, row.points, row.category]).sort(),
    );
  });

  it("writes a contiguous level matrix from level 1 at 0 XP to an open-ended top level", async () => {
    const levels = await deps.db.db.select().from(s.userLevelMatrix).orderBy(s.userLevelMatrix.level);
    expect(levelMatrixProblems(levels)).toEqual([]);
    expect(levels.length).toBeGreaterThanOrEqual(8);
    expect(levels[0]).toEqual({ level: 1, minPoints: 0, maxPoints: expect.any(Number) });
    expect(levels.at(-1)!.maxPoints).toBeNull();
  });

  it("writes badges tied to real actions, with artwork that exists", async () => {
    const badges = await deps.db.db.select().from(s.badgeScoreMatrix);
    const actions = new Set(ENGAGEMENT_MATRIX.map((row) => row.action as string));
    expect(badges.length).toBeGreaterThanOrEqual(8);
    for (const badge of badges) {
      expect(actions.has(badge.action), badge.badgeName).toBe(true);
      expect(badge.action).not.toBe("Unlock a badge");
      expect(badge.timesRequired).toBeGreaterThanOrEqual(1);
      expect(badge.badgeUrl).toMatch(/^\/badges\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(WEB_PUBLIC, badge.badgeUrl)), badge.badgeUrl).toBe(true);
    }
  });

  it("fills indian_cities from the country-state-city package", async () => {
    const expected = await loadIndianCities();
    expect(await total(s.indianCities)).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(1000);
    const pune = await deps.db.db
      .select()
      .from(s.indianCities)
      .where(and(eq(s.indianCities.name, "Pune"), eq(s.indianCities.state, "Maharashtra")));
    expect(pune).toHaveLength(1);
  });

  it("is idempotent and repairs what drifted", async () => {
    const before = await Promise.all(
      [s.userEngagementMatrix, s.userLevelMatrix, s.badgeScoreMatrix, s.indianCities].map((t) => total(t)),
    );
    const db = deps.db.db;
    await db
      .update(s.userEngagementMatrix)
      .set({ points: 99 })
      .where(eq(s.userEngagementMatrix.engagementAction, "Get Ticket"));
    await db.delete(s.indianCities).where(eq(s.indianCities.name, "Pune"));
    await syncReferenceData(db);
    await syncReferenceData(db);
    const after = await Promise.all(
      [s.userEngagementMatrix, s.userLevelMatrix, s.badgeScoreMatrix, s.indianCities].map((t) => total(t)),
    );
    expect(after).toEqual(before);
    const [ticket] = await db
      .select()
      .from(s.userEngagementMatrix)
      .where(eq(s.userEngagementMatrix.engagementAction, "Get Ticket"));
    expect(ticket!.points).toBe(10);
    expect(await db.select().from(s.indianCities).where(eq(s.indianCities.name, "Pune"))).toHaveLength(1);
  });
});

const ALLOWED_BLOG_TAGS = new Set(["p", "h2", "ul", "li", "a", "blockquote"]);
const hourInIst = (date: Date) => (date.getUTCHours() + 5 + (date.getUTCMinutes() + 30 >= 60 ? 1 : 0)) % 24;

describe("seedDemoContentOnce", () => {
  let counts: Record<string, number> | undefined;
  let seededAt: Date;

  beforeAll(async () => {
    seededAt = new Date();
    const result = await seedDemoContentOnce(deps);
    expect(result.seeded).toBe(true);
    counts = result.counts;
  }, 60_000);

  it("seeds bands with genres, members, bios and six featured in order 1..6", async () => {
    const bands = await deps.db.db.select().from(s.bands);
    const members = await deps.db.db.select().from(s.bandMembers).orderBy(s.bandMembers.position);
    expect(bands.length).toBeGreaterThanOrEqual(40);
    expect(
      bands
        .map((b) => b.featured)
        .filter((f) => f > 0)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bands.filter((b) => b.isVerified).length).toBeGreaterThanOrEqual(5);
    for (const band of bands) {
      expect(GENRES).toContain(band.primaryGenre);
      expect(GENRES).toContain(band.secondaryGenre);
      expect(band.bio?.length).toBeGreaterThan(40);
      const keyMembers = members.filter((m) => m.bandId === band.id && m.isKeyMember).map((m) => m.name);
      expect(band.keyMembers!.split(", ")).toEqual(keyMembers);
      expect(band.formationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(band.avatarUrl).toMatch(/^\/media\/band-assets\//);
    }
    expect(new Set(members.map((m) => m.bandId)).size).toBe(bands.length);
    expect(members.filter((m) => m.userId).length).toBeGreaterThanOrEqual(5);
  });

  it("keeps every fan counter equal to the activity rows behind it", async () => {
    const mismatches = await deps.db.db.execute(sql`
      select b.name from bands b
      left join lateral (
        select count(*) filter (where following) as follows, count(fan_vote) as votes, coalesce(sum(fan_vote), 0) as total
        from fan_band_activity a where a.band_id = b.id
      ) a on true
      where b.fan_following_count <> a.follows or b.fan_vote_count <> a.votes or b.fan_vote_sum <> a.total
        or abs(b.fan_voting_average - case when a.votes = 0 then 0 else a.total::float / a.votes end) > 1e-9
      union all
      select e.name from events e
      where e.rsvp_count <> (select count(*) from event_rsvps r where r.event_id = e.id)`);
    expect(mismatches.rows).toEqual([]);
    const [{ followed }] = (
      await deps.db.db.execute<{ followed: number }>(sql`
      select count(*)::int as followed from bands where fan_following_count > 0`)
    ).rows as [{ followed: number }];
    expect(followed).toBeGreaterThan(20);
  });

  it("keeps fan_daily_xp equal to the demo activity log summed by IST day", async () => {
    const drift = await deps.db.db.execute(sql`
      select fan_id, day from (
        select fan_id, (completed_at at time zone 'Asia/Kolkata')::date as day, sum(xp_reward)::int as xp
        from fan_activities group by 1, 2
      ) log full join fan_daily_xp d using (fan_id, day)
      where log.xp is distinct from d.xp`);
    expect(drift.rows).toEqual([]);
    expect(counts?.fanDailyXp).toBeGreaterThan(0);
  });

  it("seeds artists as users with role artist and an artists row", async () => {
    const rows = await deps.db.db
      .select({ role: s.users.role, genre: s.artists.primaryGenre, avatar: s.users.avatarUrl })
      .from(s.artists)
      .innerJoin(s.users, eq(s.users.id, s.artists.userId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.role).toBe("artist");
      expect(GENRES).toContain(row.genre);
      expect(row.avatar).toMatch(/^\/media\/user-avatars\//);
    }
  });

  it("seeds venues across at least 8 cities with every field filled", async () => {
    const venues = await deps.db.db.select().from(s.venues);
    expect(venues.length).toBeGreaterThanOrEqual(30);
    expect(new Set(venues.map((v) => v.city)).size).toBeGreaterThanOrEqual(8);
    for (const venue of venues) {
      for (const [field, value] of Object.entries(venue)) expect(value, `${venue.name}.${field}`).not.toBeNull();
      expect(venue.rating).toBeGreaterThanOrEqual(0);
      expect(venue.rating).toBeLessThanOrEqual(5);
      expect(venue.amenities.length).toBeGreaterThan(0);
      expect(venue.imageUrls.length).toBeGreaterThan(0);
    }
  });

  it("seeds gigs before and after the seeding time, at IST evening hours, with line-ups", async () => {
    const events = await deps.db.db.select().from(s.events);
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(events.filter((e) => e.startTime! < seededAt).length).toBeGreaterThanOrEqual(15);
    expect(events.filter((e) => e.startTime! > seededAt).length).toBeGreaterThanOrEqual(30);
    for (const event of events) {
      expect(hourInIst(event.startTime!), event.name).toBeGreaterThanOrEqual(16);
      expect(event.endTime!.getTime()).toBeGreaterThan(event.startTime!.getTime());
      expect(event.venueId && event.venueName && event.city && event.category).toBeTruthy();
      expect(event.ticketPrice).toMatch(/₹|Free/);
      if (event.externalTicketUrl) expect(event.externalTicketUrl).toMatch(/^https:\/\/example\.com\/tickets\//);
    }
    // Every gig has a line-up of 1–4 acts, and most bands play at least one gig.
    const lineups = await deps.db.db.execute<{ acts: number; bands: number }>(sql`
      select count(l.id)::int as acts, count(l.band_id)::int as bands
      from events e left join event_lineup l on l.event_id = e.id group by e.id`);
    for (const row of lineups.rows) expect(row.acts).toBeGreaterThanOrEqual(1);
    for (const row of lineups.rows) expect(row.acts).toBeLessThanOrEqual(4);
    expect(lineups.rows.filter((row) => row.bands > 0).length).toBeGreaterThanOrEqual(40);
  });

  it("seeds blog posts whose HTML uses only the allowed tags", async () => {
    const blogs = await deps.db.db.select().from(s.blogs);
    expect(blogs.length).toBeGreaterThanOrEqual(5);
    for (const blog of blogs) {
      const tags = [...blog.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]!);
      expect(
        tags.filter((tag) => !ALLOWED_BLOG_TAGS.has(tag)),
        blog.title,
      ).toEqual([]);
      expect(blog.image).toMatch(/^\/media\//);
    }
  });

  it("stores every image a row points at", async () => {
    const urls = (
      await deps.db.db.execute<{ url: string }>(sql`
      select avatar_url as url from bands union select profile_banner_url from bands
      union select avatar_url from users where avatar_url is not null
      union select profile_banner_url from artists union select cover_image_url from events
      union select unnest(image_urls) from venues union select image from blogs
      union select avatar_url from bands_temp where avatar_url is not null
      union select profile_banner_url from bands_temp where profile_banner_url is not null`)
    ).rows;
    expect(urls.length).toBeGreaterThan(50);
    for (const { url } of urls) {
      const file = deps.storage.locate(url);
      expect(file, url).toBeDefined();
      expect(await deps.storage.stat(file!.bucket, file!.key), url).toBeDefined();
    }
  });

  it("draws each band and artist its own banner, each gig its own poster and each venue its own room", async () => {
    const bands = await deps.db.db.select().from(s.bands);
    const artists = await deps.db.db.select().from(s.artists);
    const events = await deps.db.db.select().from(s.events);
    const venues = await deps.db.db.select().from(s.venues);
    expect(new Set(bands.map((band) => band.profileBannerUrl)).size).toBe(bands.length);
    expect(new Set(artists.map((artist) => artist.profileBannerUrl)).size).toBe(artists.length);
    expect(new Set(events.map((event) => event.coverImageUrl)).size).toBe(events.length);
    expect(new Set(venues.map((venue) => venue.imageUrls[0])).size).toBe(venues.length);
    for (const event of events) expect(event.coverImageUrl).toMatch(/^\/media\/event-banners\/.+\.webp$/);
  });

  it("names gigs like listings, and each blurb names exactly the 1–4 acts of its line-up", async () => {
    const events = await deps.db.db.select().from(s.events);
    const lineup = await deps.db.db
      .select({ eventId: s.eventLineup.eventId, band: s.bands.name, artist: s.users.name })
      .from(s.eventLineup)
      .leftJoin(s.bands, eq(s.bands.id, s.eventLineup.bandId))
      .leftJoin(s.users, eq(s.users.id, s.eventLineup.artistId));
    const actNames = [
      ...(await deps.db.db.select({ name: s.bands.name }).from(s.bands)),
      ...(await deps.db.db.select({ name: s.users.name }).from(s.users).where(eq(s.users.role, "artist"))),
    ].map((row) => row.name!);
    expect(new Set(events.map((event) => event.name)).size).toBe(events.length);
    for (const event of events) {
      expect(event.name).not.toMatch(/Indie Showcase$|All Night$/);
      const acts = lineup.filter((row) => row.eventId === event.id).map((row) => (row.band ?? row.artist)!);
      expect(acts.length, event.name).toBeGreaterThanOrEqual(1);
      expect(acts.length, event.name).toBeLessThanOrEqual(4);
      // An act is named when its name appears on its own, not only inside a longer act's name.
      const named = actNames.filter((name) => {
        const longer = actNames.filter((other) => other !== name && other.includes(name));
        let text = event.description!;
        for (const other of longer) text = text.replaceAll(other, "");
        return text.includes(name);
      });
      expect(named.sort(), event.name).toEqual([...acts].sort());
    }
  });

  it("gives contacts clearly fictional numbers and venues their own amenities and hours", async () => {
    const phones = [
      ...(await deps.db.db.select({ phone: s.bands.managerPhone }).from(s.bands)),
      ...(await deps.db.db.select({ phone: s.venues.phone }).from(s.venues)),
      ...(await deps.db.db.select({ phone: s.bandsTemp.managerPhone }).from(s.bandsTemp)),
    ].map((row) => row.phone!);
    for (const phone of phones) {
      expect(phone).not.toContain("00000");
      // Looks like an Indian mobile, but starts with 5: Indian mobile numbers start with 6–9.
      expect(phone).toMatch(/^\+91 555\d{2} \d{5}$/);
    }
    expect(new Set(phones).size).toBe(phones.length);
    const venues = await deps.db.db.select().from(s.venues);
    expect(new Set(venues.map((venue) => [...venue.amenities].sort().join("|"))).size).toBe(venues.length);
    expect(new Set(venues.map((venue) => venue.openingHours)).size).toBe(venues.length);
  });

  it("returns the band members who are artist accounts with their artist id", async () => {
    const [band] = await deps.db.db.select().from(s.bands).where(eq(s.bands.name, "Monsoon Static"));
    const [artist] = await deps.db.db.select().from(s.users).where(eq(s.users.name, "Meher Sol"));
    const { app } = await createTestApp();
    const body = await (await app.request(`/api/bands/${band!.id}`)).json();
    const member = body.members.find((m: { name: string }) => m.name === "Meher Sol");
    expect(member.artist.userId).toBe(artist!.id);
    expect(body.keyMembers).toContain("Meher Sol");
  });

  it("creates the demo accounts with working credentials, and a fan whose XP matches their activity", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await deps.db.db.select().from(s.users).where(eq(s.users.email, account.email));
      expect(user).toMatchObject({ role: account.role, emailVerified: true });
      const [login] = await deps.db.db
        .select()
        .from(s.accounts)
        .where(and(eq(s.accounts.userId, user!.id), eq(s.accounts.providerId, "credential")));
      expect(login!.accountId).toBe(user!.id);
      expect(await verifyPassword({ hash: login!.password!, password: account.password })).toBe(true);
      const fanRows = await deps.db.db.select().from(s.fans).where(eq(s.fans.userId, user!.id));
      expect(fanRows).toHaveLength(account.role === "fan" ? 1 : 0);
    }
    const fan = DEMO_ACCOUNTS.find((account) => account.role === "fan")!;
    const [row] = (
      await deps.db.db.execute<{ xp: number; sum: number; city: string; follows: number; badges: number }>(sql`
      select f.xp_points as xp, f.city, (select sum(xp_reward)::int from fan_activities a where a.fan_id = f.user_id) as sum,
        (select count(*)::int from fan_band_activity b where b.fan_id = f.user_id and b.following) as follows,
        (select count(*)::int from user_badges b where b.user_id = f.user_id) as badges
      from fans f join users u on u.id = f.user_id where u.email = ${fan.email}`)
    ).rows;
    expect(row!.xp).toBeGreaterThan(0);
    expect(row!.xp).toBe(row!.sum);
    expect(row!.city).toBeTruthy();
    expect(row!.follows).toBeGreaterThanOrEqual(2);
    expect(row!.badges).toBe(1);
  });

  it("leaves band, gig and venue suggestions from crowd fans pending, a gig to come and a possible duplicate band", async () => {
    const db = deps.db.db;
    const users = new Map((await db.select().from(s.users)).map((user) => [user.id, user]));
    const fanIds = new Set((await db.select({ id: s.fans.userId }).from(s.fans)).map((fan) => fan.id));
    type Review = {
      name: string;
      status: string;
      submitterId: string | null;
      submittedAt: Date;
      reviewedAt: Date | null;
    };
    const submitted = <R extends Review>(rows: R[]) =>
      rows.map((row) => {
        expect(row).toMatchObject({ status: "pending", reviewedBy: null, reviewedAt: null, rejectionReason: null });
        expect(row.submittedAt.getTime()).toBeLessThan(seededAt.getTime() + 60_000);
        // A real crowd account with a fans row, not one of the accounts e2e stories sign in as.
        const fan = users.get(row.submitterId!);
        expect(fan?.role, row.name).toBe("fan");
        expect(fan!.email).toMatch(/@crowd\.loudtribe\.test$/);
        expect(fanIds.has(fan!.id), row.name).toBe(true);
        return { row, fan: fan! };
      });

    const bands = submitted(await db.select().from(s.bandsTemp));
    expect(bands.length).toBeGreaterThanOrEqual(2);
    expect(bands).toHaveLength(counts!.bandSubmissions!);
    for (const { row, fan } of bands) {
      expect(row.submitterName).toBe(displayNameFor(fan!));
      expect(row.submitterEmail).toBe(fan!.email);
      expect(row.manager && row.managerEmail && row.location && row.bio).toBeTruthy();
      expect(GENRES).toContain(row.primaryGenre);
    }
    // What the admin's queue shows: one card flagged as a possible duplicate of a live band, the rest new.
    const pending = await listPending(db, { limit: 50 });
    expect(pending.map((row) => row.id).sort()).toEqual(bands.map(({ row }) => row.id).sort());
    const [duplicate, ...fresh] = [...pending].sort((a, b) => Number(!a.duplicateOf) - Number(!b.duplicateOf));
    expect(duplicate!.duplicateOf?.name).toBe(duplicate!.name);
    expect(fresh.length).toBeGreaterThan(0);
    for (const row of fresh) expect(row.duplicateOf, row.name).toBeNull();

    const gigs = submitted(await db.select().from(s.gigSubmissions));
    expect(gigs).toHaveLength(counts!.gigSubmissions!);
    expect(gigs.length).toBeGreaterThanOrEqual(1);
    const venues = await db.select({ name: s.venues.name, city: s.venues.city }).from(s.venues);
    for (const { row } of gigs) {
      expect(row.startTime.getTime()).toBeGreaterThan(seededAt.getTime());
      expect(hourInIst(row.startTime)).toBeGreaterThanOrEqual(16);
      expect(row.endTime!.getTime()).toBeGreaterThan(row.startTime.getTime());
      expect(venues).toContainEqual({ name: row.venueName, city: row.city });
    }

    const venueSuggestions = submitted(await db.select().from(s.venueSubmissions));
    expect(venueSuggestions).toHaveLength(counts!.venueSubmissions!);
    expect(venueSuggestions.length).toBeGreaterThanOrEqual(1);
    for (const { row } of venueSuggestions) {
      expect(row.city && row.location && row.venueType && row.capacity).toBeTruthy();
      expect(venues.map((venue) => venue.name)).not.toContain(row.name);
    }

    // A page claim for a live band nobody owns yet, with a proof link, in the Claims tab.
    const claims = submitted(await db.select().from(s.pageClaims));
    expect(claims).toHaveLength(counts!.pageClaims!);
    expect(claims.length).toBeGreaterThanOrEqual(1);
    const bandNames = new Map((await db.select().from(s.bands)).map((band) => [band.id, band.name]));
    for (const { row } of claims) {
      expect(bandNames.get(row.pageId)).toBe(row.name);
      expect(row.role && (row.instagram || row.website)).toBeTruthy();
    }
    expect(await db.select().from(s.pageManagers)).toEqual([]);
  });

  it("gives every user a credential account, a verified e-mail and every fan a fans row", async () => {
    const problems = await deps.db.db.execute(sql`
      select u.email from users u
      where not u.email_verified
        or not exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null)
        or (u.role = 'fan' and not exists (select 1 from fans f where f.user_id = u.id))`);
    expect(problems.rows).toEqual([]);
  });

  it("seeds nothing the second time", async () => {
    const before = await Promise.all([s.users, s.bands, s.events, s.venues, s.blogs].map((t) => total(t)));
    expect(await seedDemoContentOnce(deps)).toEqual({ seeded: false });
    expect(await Promise.all([s.users, s.bands, s.events, s.venues, s.blogs].map((t) => total(t)))).toEqual(before);
    expect(before[1]).toBe(counts!.bands);
  });

  it("leaves no rows, marker or files behind when the seed fails, and succeeds on the next try", async () => {
    const other = await appDeps({ fresh: true });
    // An existing account with an artist's e-mail makes the seed's transaction fail part-way.
    const [blocker] = await other.db.db
      .insert(s.users)
      .values({ email: "meher-sol@artists.loudtribe.test" })
      .returning({ id: s.users.id });
    await expect(seedDemoContentOnce(other)).rejects.toThrow();
    expect(await total(s.bands, other)).toBe(0);
    expect(await total(s.bandsTemp, other)).toBe(0);
    expect(await total(s.appMeta, other)).toBe(1); // only the cities marker
    const files = existsSync(other.storage.location)
      ? readdirSync(other.storage.location, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      : [];
    expect(files).toEqual([]);

    await other.db.db.delete(s.users).where(eq(s.users.id, blocker!.id));
    // A person who already signed up with a demo e-mail keeps their account; the seed leaves it alone.
    const fan = DEMO_ACCOUNTS.find((account) => account.role === "fan")!;
    const [existing] = await other.db.db.insert(s.users).values({ email: fan.email }).returning({ id: s.users.id });
    expect((await seedDemoContentOnce(other)).seeded).toBe(true);
    const fanUsers = await other.db.db.select().from(s.users).where(eq(s.users.email, fan.email));
    expect(fanUsers.map((user) => user.id)).toEqual([existing!.id]);
    expect(await other.db.db.select().from(s.accounts).where(eq(s.accounts.userId, existing!.id))).toEqual([]);
  }, 240_000);
});

describe("ensureAdminAccount", () => {
  it("creates a verified admin with a credential login and no fans row", async () => {
    expect(await ensureAdminAccount(deps.db.db, "Ops@Example.com", "first-password")).toBe("ops@example.com");
    const [user] = await deps.db.db.select().from(s.users).where(eq(s.users.email, "ops@example.com"));
    expect(user).toMatchObject({ role: "admin", emailVerified: true, displayName: "Admin" });
    expect(await deps.db.db.select().from(s.fans).where(eq(s.fans.userId, user!.id))).toEqual([]);
    const logins = await deps.db.db.select().from(s.accounts).where(eq(s.accounts.userId, user!.id));
    expect(logins).toHaveLength(1);
    expect(await verifyPassword({ hash: logins[0]!.password!, password: "first-password" })).toBe(true);
  });

  it("is idempotent and never changes an existing password", async () => {
    await ensureAdminAccount(deps.db.db, "ops@example.com", "another-password");
    const users = await deps.db.db.select().from(s.users).where(eq(s.users.email, "ops@example.com"));
    expect(users).toHaveLength(1);
    const logins = await deps.db.db.select().from(s.accounts).where(eq(s.accounts.userId, users[0]!.id));
    expect(logins).toHaveLength(1);
    expect(await verifyPassword({ hash: logins[0]!.password!, password: "first-password" })).toBe(true);
  });

  it("promotes an existing user and adds a login only when they have none", async () => {
    const fan = DEMO_ACCOUNTS.find((account) => account.role === "fan")!;
    await ensureAdminAccount(deps.db.db, fan.email, "ignored-password");
    const [promoted] = await deps.db.db.select().from(s.users).where(eq(s.users.email, fan.email));
    expect(promoted!.role).toBe("admin");
    const [login] = await deps.db.db.select().from(s.accounts).where(eq(s.accounts.userId, promoted!.id));
    expect(await verifyPassword({ hash: login!.password!, password: fan.password })).toBe(true);

    const [bare] = await deps.db.db.insert(s.users).values({ email: "no-login@example.com" }).returning();
    await ensureAdminAccount(deps.db.db, "no-login@example.com", "fresh-password");
    const logins = await deps.db.db.select().from(s.accounts).where(eq(s.accounts.userId, bare!.id));
    expect(logins).toHaveLength(1);
    expect(await verifyPassword({ hash: logins[0]!.password!, password: "fresh-password" })).toBe(true);
  });
});
