/**
 * The event_lineup migration (drizzle 0011–0013) on a database that still has the old link tables:
 * every event_artists, band_gigs and artist_gigs row ends up on a line-up, bands first.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { migrationsFolder } from "../db/migrate";

const LAST_BEFORE = "0010_page_managers";

/** A copy of the migrations folder whose journal stops at `tag`. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "lt-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

const handle = await openDatabase({ dataDir: "memory://" });
const db = handle.db as unknown as PgliteDatabase;
const oldFolder = migrationsUpTo(LAST_BEFORE);

afterAll(async () => {
  await handle.close();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe("migration to event_lineup", () => {
  it("moves artists, bands and eventless gig rows onto line-ups", async () => {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(sql`create extension if not exists unaccent`);
    await migrate(db, { migrationsFolder: oldFolder });

    const ids = {
      artistA: "00000000-0000-4000-8000-00000000000a",
      artistB: "00000000-0000-4000-8000-00000000000b",
      band: "00000000-0000-4000-8000-0000000000b1",
      gig: "00000000-0000-4000-8000-0000000000e1",
      bandOnly: "00000000-0000-4000-8000-0000000000c1",
      artistOnly: "00000000-0000-4000-8000-0000000000c2",
    };
    await db.execute(sql`insert into users (id, email, name, role) values
      (${ids.artistA}, 'a@example.test', 'Asha', 'artist'), (${ids.artistB}, 'b@example.test', 'Bo', 'artist')`);
    await db.execute(sql`insert into artists (user_id) values (${ids.artistA}), (${ids.artistB})`);
    await db.execute(sql`insert into bands (id, name) values (${ids.band}, 'Monsoon Static')`);
    await db.execute(
      sql`insert into events (id, name, start_time) values (${ids.gig}, 'Night', '2026-05-01T14:00:00Z')`,
    );
    // The gig's line-up had two artists; the band listed it on its page; artist B listed it too.
    await db.execute(sql`insert into event_artists (event_id, artist_id, position) values
      (${ids.gig}, ${ids.artistB}, 1), (${ids.gig}, ${ids.artistA}, 0)`);
    await db.execute(sql`insert into band_gigs (band_id, event_id, venue, city, gig_date, verified)
      values (${ids.band}, ${ids.gig}, 'Hall', 'Pune', '2026-05-01T14:00:00Z', true)`);
    await db.execute(sql`insert into artist_gigs (artist_id, event_id, gig_date)
      values (${ids.artistB}, ${ids.gig}, '2026-05-01T14:00:00Z')`);
    // Gig rows without an event record.
    await db.execute(sql`insert into band_gigs (id, band_id, venue, city, gig_date, verified)
      values (${ids.bandOnly}, ${ids.band}, 'Far Hall', 'Goa', '2026-06-01T14:00:00Z', true)`);
    await db.execute(sql`insert into artist_gigs (id, artist_id, venue, city, gig_date)
      values (${ids.artistOnly}, ${ids.artistA}, 'Cafe', 'Delhi', '2026-07-01T14:00:00Z')`);

    await migrate(db, { migrationsFolder });

    const lineup = await db.execute<{ event_id: string; kind: string; act: string; position: number }>(sql`
      select event_id, kind, coalesce(band_id, artist_id) as act, position from event_lineup
      order by event_id, position`);
    expect(lineup.rows).toEqual([
      { event_id: ids.bandOnly, kind: "band", act: ids.band, position: 0 },
      { event_id: ids.artistOnly, kind: "artist", act: ids.artistA, position: 0 },
      { event_id: ids.gig, kind: "band", act: ids.band, position: 0 },
      { event_id: ids.gig, kind: "artist", act: ids.artistA, position: 1 },
      { event_id: ids.gig, kind: "artist", act: ids.artistB, position: 2 },
    ]);
    const made = await db.execute<{ id: string; name: string; venue_name: string; city: string; is_verified: boolean }>(
      sql`select id, name, venue_name, city, is_verified from events where id <> ${ids.gig} order by id`,
    );
    expect(made.rows).toEqual([
      { id: ids.bandOnly, name: "Monsoon Static Live", venue_name: "Far Hall", city: "Goa", is_verified: true },
      { id: ids.artistOnly, name: "Asha Live", venue_name: "Cafe", city: "Delhi", is_verified: false },
    ]);
    const old = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('event_artists', 'band_gigs', 'artist_gigs')`,
    );
    expect(old.rows[0]!.n).toBe(0);
  });
});
