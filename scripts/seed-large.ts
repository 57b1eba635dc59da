/**
 * `npm run seed:large`: fills the configured database (DATA_DIR's PGlite, or DATABASE_URL) with a
 * large catalogue for load tests: ≥ 10,000 bands, ≥ 50,000 gigs, and venues, artists, fans,
 * line-ups, RSVPs, follows, posts and blog posts in proportion.
 *
 * Rows are made by the database itself (INSERT … SELECT over generate_series), in one transaction:
 * a crash leaves nothing half-done. It tops up to the targets, so a second run does nothing, and a
 * database that already holds the demo content keeps it (its artwork is reused for the new rows).
 * For PGlite, stop the server first: the data directory is locked while it runs.
 */
import { type SQL, sql } from "drizzle-orm";
import { sanitizeBlogHtml } from "../src/server/blogs/sanitize";
import { bootstrap } from "../src/server/bootstrap";
import type { Database, Transaction } from "../src/server/db/client";
import { loadEnv } from "../src/server/env";
import { GENRES } from "../src/shared/genres";

export const TARGETS = {
  venues: 2_000,
  artists: 5_000,
  fans: 5_000,
  bands: 10_000,
  events: 50_000,
  follows: 40_000,
  rsvps: 50_000,
  posts: 50_000,
  blogs: 120,
} as const;

const CITIES: [string, string][] = [
  ["Mumbai", "Maharashtra"],
  ["Pune", "Maharashtra"],
  ["Bengaluru", "Karnataka"],
  ["New Delhi", "Delhi"],
  ["Kolkata", "West Bengal"],
  ["Chennai", "Tamil Nadu"],
  ["Hyderabad", "Telangana"],
  ["Shillong", "Meghalaya"],
  ["Goa", "Goa"],
  ["Ahmedabad", "Gujarat"],
  ["Jaipur", "Rajasthan"],
  ["Kochi", "Kerala"],
  ["Guwahati", "Assam"],
  ["Chandigarh", "Punjab"],
  ["Lucknow", "Uttar Pradesh"],
  ["Indore", "Madhya Pradesh"],
  ["Bhubaneswar", "Odisha"],
  ["Dehradun", "Uttarakhand"],
  ["Nagpur", "Maharashtra"],
  ["Mysuru", "Karnataka"],
];
const ADJECTIVES = [
  "Velvet",
  "Monsoon",
  "Neon",
  "Saffron",
  "Electric",
  "Midnight",
  "Paper",
  "Static",
  "Hollow",
  "Golden",
  "Rusty",
  "Silent",
  "Wild",
  "Lunar",
  "Crimson",
  "Dusty",
  "Broken",
  "Bombay",
  "Deccan",
  "Coastal",
  "Copper",
  "Jungle",
  "Chai",
  "Highway",
  "Rickshaw",
  "Cosmic",
  "Gully",
  "Indigo",
  "Marble",
  "Tin",
];
const NOUNS = [
  "Drifters",
  "Echoes",
  "Tapes",
  "Riot",
  "Kites",
  "Engines",
  "Monks",
  "Lanterns",
  "Collective",
  "Sirens",
  "Ghosts",
  "Rivers",
  "Parrots",
  "Circuit",
  "Caravan",
  "Orchestra",
  "Pilots",
  "Wolves",
  "Signals",
  "Weavers",
  "Tigers",
  "Hearts",
  "Cassettes",
  "Nomads",
  "Radios",
  "Saints",
  "Satellites",
  "Poets",
  "Strangers",
  "Trains",
];
const FIRST = [
  "Aarav",
  "Ishaan",
  "Meera",
  "Kabir",
  "Ananya",
  "Rohan",
  "Tara",
  "Vikram",
  "Zoya",
  "Arjun",
  "Naina",
  "Dev",
  "Riya",
  "Farhan",
  "Lakshmi",
  "Ibalari",
  "Sameer",
  "Priya",
  "Neel",
  "Aditi",
];
const LAST = [
  "Rao",
  "Sharma",
  "Iyer",
  "Khan",
  "Das",
  "Menon",
  "Kharkongor",
  "Patel",
  "Singh",
  "Bose",
  "Naidu",
  "Kulkarni",
  "Fernandes",
  "Chatterjee",
  "Reddy",
  "Gill",
  "Joshi",
  "Pillai",
  "Sethi",
  "Ahmed",
];
const VENUE_KINDS = [
  "Live music bar",
  "Club",
  "Cafe",
  "Brewpub",
  "Amphitheatre",
  "Listening room",
  "Rooftop bar",
  "Warehouse",
];
const VENUE_WORDS = ["Stage", "Room", "House", "Yard", "Hall", "Basement", "Terrace", "Garage", "Loft", "Dock"];
const POST_LINES = [
  "Who else is going?",
  "That last set was unreal.",
  "Anyone selling an extra ticket?",
  "Sound was perfect tonight.",
  "Need a buddy for this one!",
  "Their new single is on repeat.",
  "Parking tips anyone?",
  "Best gig of the year so far.",
];

/** A SQL text[] literal of constant words (no user input ever reaches these). */
const list = (words: readonly string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`;
/** The (i % n)-th word of a list, 1-based for SQL arrays. */
const pick = (words: readonly string[], i: string) => `(${list(words)})[1 + ((${i}) % ${words.length})]`;

async function count(tx: Transaction, table: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(result.rows[0]!.n);
}

async function run(tx: Transaction, statement: SQL | string) {
  await tx.execute(typeof statement === "string" ? sql.raw(statement) : statement);
}

/** Existing artwork of a kind (from the demo seed), to give the new rows real images. */
const artwork = (column: string, table: string) =>
  `coalesce((select array_agg(distinct ${column}) from ${table} where ${column} is not null), '{}'::text[])`;

/** Tops the database up to TARGETS in one transaction; returns how many rows of each it set out to add. */
export function seedLargeDataSet(db: Database): Promise<Record<keyof typeof TARGETS, number>> {
  return db.transaction((tx) => seedLarge(tx));
}

async function seedLarge(tx: Transaction): Promise<Record<keyof typeof TARGETS, number>> {
  const need = {} as Record<keyof typeof TARGETS, number>;
  const tables: Record<keyof typeof TARGETS, string> = {
    venues: "venues",
    artists: "artists",
    fans: "fans",
    bands: "bands",
    events: "events",
    follows: "fan_band_activity",
    rsvps: "event_rsvps",
    posts: "posts",
    blogs: "blogs",
  };
  for (const key of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
    need[key] = Math.max(0, TARGETS[key] - (await count(tx, tables[key])));
  }
  if (Object.values(need).every((n) => n === 0)) return need;
  // A tag per run keeps new e-mail addresses unique if the script tops up more than once.
  const tag = Date.now().toString(36);
  const city = (i: string) => `(${list(CITIES.map((c) => c[0]))})[1 + ((${i}) % ${CITIES.length})]`;
  const state = (i: string) => `(${list(CITIES.map((c) => c[1]))})[1 + ((${i}) % ${CITIES.length})]`;

  await run(
    tx,
    `create temp table lt_art on commit drop as select
    ${artwork("avatar_url", "bands")} as band_avatars, ${artwork("profile_banner_url", "bands")} as band_banners,
    ${artwork("avatar_url", "users")} as user_avatars, ${artwork("cover_image_url", "events")} as covers,
    ${artwork("image_urls[1]", "venues")} as venue_images, ${artwork("image", "blogs")} as blog_images`,
  );
  const art = (column: string, i: string) =>
    `(select ${column}[1 + ((${i}) % greatest(cardinality(${column}), 1))] from lt_art)`;

  // New venues, artists, fans and bands; then every one of them (old and new) gets a row number in
  // a temp table, which the gigs, follows, RSVPs and posts pick from.
  if (need.venues) {
    await run(
      tx,
      `insert into venues (name, city, location, venue_type, genre, capacity, halls, rating, opening_hours, amenities, image_urls, description)
      select ${pick(ADJECTIVES, "n * 7")} || ' ' || ${pick(VENUE_WORDS, "n")} || ' ' || n, ${city("n")}, 'Sector ' || (n % 40 + 1) || ', ' || ${state("n")},
        ${pick(VENUE_KINDS, "n")}, ${pick(GENRES, "n * 3")}, (100 + (n * 37) % 900)::text, 1 + n % 3, round((3 + (n % 21) / 10.0)::numeric, 1),
        '6:00 PM - 1:00 AM', array['Full bar', 'Pro sound system'],
        case when ${art("venue_images", "n")} is null then '{}'::text[] else array[${art("venue_images", "n")}] end,
        'A ' || lower(${pick(VENUE_KINDS, "n")}) || ' in ' || ${city("n")} || ' with live music most nights.'
      from generate_series(1, ${need.venues}) n`,
    );
  }
  if (need.artists) {
    await run(
      tx,
      `create temp table lt_new_artists on commit drop as select n, gen_random_uuid() as id,
      ${pick(FIRST, "n")} || ' ' || ${pick(LAST, "n / 20")} || ' ' || n as name from generate_series(1, ${need.artists}) n`,
    );
    await run(
      tx,
      `insert into users (id, email, email_verified, name, display_name, avatar_url, role, user_type)
      select id, 'large-artist-${tag}-' || n || '@seed.loudtribe.invalid', true, name, name, ${art("user_avatars", "n")}, 'artist', 'real' from lt_new_artists`,
    );
    await run(
      tx,
      `insert into artists (user_id, bio, genre, primary_genre, location)
      select id, name || ' writes and performs original songs.', ${pick(GENRES, "n")}, ${pick(GENRES, "n")}, ${city("n")} || ', ' || ${state("n")} from lt_new_artists`,
    );
  }
  if (need.fans) {
    await run(
      tx,
      `create temp table lt_new_fans on commit drop as select n, gen_random_uuid() as id from generate_series(1, ${need.fans}) n`,
    );
    await run(
      tx,
      `insert into users (id, email, email_verified, name, display_name, role, user_type)
      select id, 'large-fan-${tag}-' || n || '@seed.loudtribe.invalid', true, ${pick(FIRST, "n * 3")}, ${pick(FIRST, "n * 3")} || ' ' || n, 'fan', 'real' from lt_new_fans`,
    );
    await run(
      tx,
      `insert into fans (user_id, city, xp_points) select id, ${city("n * 7")}, (n * 13) % 500 from lt_new_fans`,
    );
  }
  if (need.bands) {
    await run(
      tx,
      `insert into bands (name, bio, location, primary_genre, secondary_genre, avatar_url, profile_banner_url, is_verified, formation_date)
      select ${pick(ADJECTIVES, "n")} || ' ' || ${pick(NOUNS, `n / ${ADJECTIVES.length}`)} || ' ' || n,
        'An independent ' || lower(${pick(GENRES, "n")}) || ' band from ' || ${city("n")} || '.',
        ${city("n")} || ', ' || ${state("n")}, ${pick(GENRES, "n")}, ${pick(GENRES, "n + 5")}, ${art("band_avatars", "n")}, ${art("band_banners", "n")},
        n % 4 = 0, make_date(2005 + n % 20, 1 + n % 12, 1)
      from generate_series(1, ${need.bands}) n`,
    );
  }
  await run(
    tx,
    `create temp table lt_venues on commit drop as select row_number() over (order by id) as n, id, name, city from venues`,
  );
  await run(
    tx,
    `create temp table lt_artists on commit drop as
    select row_number() over (order by u.id) as n, u.id, u.name from artists a join users u on u.id = a.user_id`,
  );
  await run(
    tx,
    `create temp table lt_fans on commit drop as select row_number() over (order by user_id) as n, user_id as id from fans`,
  );
  await run(
    tx,
    `create temp table lt_bands on commit drop as select row_number() over (order by id) as n, id, name from bands`,
  );
  const size = {
    venues: await count(tx, "lt_venues"),
    artists: await count(tx, "lt_artists"),
    fans: await count(tx, "lt_fans"),
    bands: await count(tx, "lt_bands"),
  };
  if (need.bands) {
    // Bands without members get one: an artist, as a key member.
    await run(
      tx,
      `insert into band_members (band_id, user_id, name, role, is_key_member, position)
      select b.id, a.id, coalesce(a.name, 'Unknown Artist'), 'Vocals', true, 0 from lt_bands b
      join lt_artists a on a.n = 1 + (b.n * 7) % ${size.artists}
      where not exists (select 1 from band_members m where m.band_id = b.id)`,
    );
  }

  // Gigs: a year back to a year ahead, evenings IST, one in fifty undated.
  if (need.events) {
    await run(
      tx,
      `create temp table lt_new_events on commit drop as select s.n, gen_random_uuid() as id, v.id as venue_id, v.name as venue_name, v.city,
        b.id as band_id, b.name as band_name, a.id as artist_id,
        case when s.n % 50 = 0 then null else ((date_trunc('day', now() at time zone 'Asia/Kolkata') + ((s.n * 37) % 730 - 365) * interval '1 day'
          + (19 + s.n % 3) * interval '1 hour' + (s.n % 2) * interval '30 minutes') at time zone 'Asia/Kolkata') end as start_time
      from generate_series(1, ${need.events}) s(n)
      join lt_venues v on v.n = 1 + (s.n * 11) % ${size.venues}
      join lt_bands b on b.n = 1 + (s.n * 13) % ${size.bands}
      join lt_artists a on a.n = 1 + (s.n * 17) % ${size.artists}`,
    );
    await run(
      tx,
      `insert into events (id, name, description, venue_id, venue, venue_name, city, category, genre, ticket_price, external_ticket_url, start_time, end_time, is_verified, cover_image_url)
      select id, band_name || ' Live', band_name || ' play ' || venue_name || ', ' || city || '. Doors open an hour before the show.', venue_id, venue_name, venue_name, city,
        ${pick(["Gig", "Showcase", "Festival", "Open Mic", "Album Launch", "Club Night"], "n")}, ${pick(GENRES, "n")}, '₹' || (199 + (n % 8) * 100),
        'https://example.com/tickets/large-' || n, start_time, start_time + interval '3 hours', n % 5 <> 0, ${art("covers", "n")}
      from lt_new_events`,
    );
    await run(
      tx,
      `insert into event_lineup (event_id, kind, band_id, position, headliner)
      select id, 'band', band_id, 0, true from lt_new_events where band_id is not null`,
    );
    await run(
      tx,
      `insert into event_lineup (event_id, kind, artist_id, position)
      select id, 'artist', artist_id, 1 from lt_new_events where artist_id is not null`,
    );
  }
  await run(
    tx,
    `create temp table lt_events on commit drop as select row_number() over (order by id) as n, id from events`,
  );
  const eventCount = await count(tx, "lt_events");
  const busy = Math.min(eventCount, 10_000);

  if (need.rsvps) {
    // Distinct (gig, fan) pairs: the first 10,000 gigs by id, a few fans each.
    await run(
      tx,
      `insert into event_rsvps (event_id, user_id)
      select e.id, f.id from generate_series(0, ${need.rsvps - 1}) s(n)
      join lt_events e on e.n = 1 + s.n % ${busy} join lt_fans f on f.n = 1 + (s.n / ${busy} + s.n * 7) % ${size.fans}
      on conflict do nothing`,
    );
    await run(
      tx,
      `update events set rsvp_count = r.n from (select event_id, count(*)::int n from event_rsvps group by event_id) r where r.event_id = events.id`,
    );
  }
  if (need.follows) {
    await run(
      tx,
      `insert into fan_band_activity (fan_id, band_id, following)
      select f.id, b.id, true from generate_series(0, ${need.follows - 1}) s(n)
      join lt_bands b on b.n = 1 + s.n % ${size.bands} join lt_fans f on f.n = 1 + (s.n / ${size.bands} + s.n * 3) % ${size.fans}
      on conflict do nothing`,
    );
    await run(
      tx,
      `update bands set fan_following_count = f.n from (select band_id, count(*)::int n from fan_band_activity where following group by band_id) f where f.band_id = bands.id`,
    );
  }
  if (need.posts) {
    // Gig chat, venue comments and band chat in equal parts, over the last 90 days.
    const threads: [string, string, number][] = [
      ["event", "lt_events", busy],
      ["venue", "lt_venues", size.venues],
      ["band", "lt_bands", size.bands],
    ];
    for (const [kind, table, span] of threads) {
      await run(
        tx,
        `insert into posts (user_id, entity_type, entity_id, content, post_category, created_at)
        select f.id, '${kind}', t.id, ${pick(POST_LINES, "s.n")}, 'general', now() - (s.n % 129600) * interval '1 minute'
        from generate_series(1, ${Math.ceil(need.posts / 3)}) s(n)
        join lt_fans f on f.n = 1 + s.n % ${size.fans} join ${table} t on t.n = 1 + (s.n * 7) % ${span}`,
      );
    }
  }
  if (need.blogs) {
    const body = sanitizeBlogHtml(
      "<p>Notes from the road: new bands, new rooms and the fans who fill them.</p><h2>What we heard</h2><ul><li>Three new venues opened.</li><li>Two debut EPs dropped.</li></ul>",
    );
    await run(
      tx,
      sql`insert into blogs (title, excerpt, content, author, image, published_at)
      select 'Scene Report #' || n, 'What moved the independent scene this week, city by city.', ${body},
        ${sql.raw(pick(FIRST, "n"))} || ' ' || ${sql.raw(pick(LAST, "n"))}, ${sql.raw(art("blog_images", "n"))}, now() - n * interval '3 days'
      from generate_series(1, ${need.blogs}) n`,
    );
  }
  await run(tx, "analyze");
  return need;
}

async function main() {
  const started = performance.now();
  const booted = await bootstrap(loadEnv());
  try {
    const db = booted.deps.db;
    console.log(
      `Seeding the large data set into ${db.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite (${booted.deps.env.DATA_DIR})`}…`,
    );
    const added = await seedLargeDataSet(db.db);
    const total = Object.values(added).reduce((a, b) => a + b, 0);
    if (total === 0) console.log("The database already holds the large data set; nothing to add.");
    else
      console.log(
        `Added ${Object.entries(added)
          .map(([k, n]) => `${n} ${k}`)
          .join(", ")} in ${Math.round((performance.now() - started) / 1000)} s.`,
      );
  } finally {
    await booted.shutdown();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
