/**
 * A gig's line-up (issue 12 item 5): event_lineup, one row per band or artist in billing order. The gig
 * page, the event forms, the JSON-LD and the band / artist gig lists all read it from here.
 */
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { LineupAct, LineupActOption } from "@/shared/contract/lineups";
import type { LineupEntry } from "@/shared/validation";
import type { DbOrTx, Transaction } from "../db/client";
import { artists, bands, eventLineup, users } from "../db/schema";
import { unprocessable } from "../lib/errors";
import { presentLineupAct } from "./presenter";

export const PICK_FROM_SEARCH = "Pick line-up bands and artists from the search.";

/** LIKE treats % and _ as wildcards; a name typed into the search box means them literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Only real artist accounts can be on a line-up, as discovery lists them (000 §3, 001 §5). */
const isListedArtist = and(eq(users.role, "artist"), eq(users.userType, "real"));

/** The line-up of one gig, in billing order. */
export async function readLineup(db: DbOrTx, eventId: string): Promise<LineupAct[]> {
  const rows = await db
    .select({
      kind: eventLineup.kind,
      bandId: eventLineup.bandId,
      artistId: eventLineup.artistId,
      headliner: eventLineup.headliner,
      band: {
        name: bands.name,
        avatarUrl: bands.avatarUrl,
        location: bands.location,
        primaryGenre: bands.primaryGenre,
        secondaryGenre: bands.secondaryGenre,
      },
      person: { role: users.role, name: users.name, displayName: users.displayName, avatarUrl: users.avatarUrl },
      artist: {
        location: artists.location,
        primaryGenre: artists.primaryGenre,
        secondaryGenre: artists.secondaryGenre,
      },
    })
    .from(eventLineup)
    .leftJoin(bands, eq(bands.id, eventLineup.bandId))
    .leftJoin(users, eq(users.id, eventLineup.artistId))
    .leftJoin(artists, eq(artists.userId, eventLineup.artistId))
    .where(eq(eventLineup.eventId, eventId))
    .orderBy(asc(eventLineup.position), asc(eventLineup.id));
  return rows.map(presentLineupAct);
}

/** 422 unless every entry names a live band or a listed artist. */
export async function assertActs(tx: Transaction, entries: LineupEntry[]): Promise<void> {
  const bandIds = entries.filter((e) => e.kind === "band").map((e) => e.id);
  const artistIds = entries.filter((e) => e.kind === "artist").map((e) => e.id);
  const [foundBands, foundArtists] = await Promise.all([
    bandIds.length ? tx.select({ id: bands.id }).from(bands).where(inArray(bands.id, bandIds)) : [],
    artistIds.length
      ? tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, artistIds), isListedArtist))
      : [],
  ]);
  if (foundBands.length !== bandIds.length || foundArtists.length !== artistIds.length) {
    throw unprocessable(PICK_FROM_SEARCH, { lineup: [PICK_FROM_SEARCH] });
  }
}

/** The line-up as ids, in order, for change detection and audit rows ("band:…", "artist:…"). */
export async function lineupKeys(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({
      kind: eventLineup.kind,
      bandId: eventLineup.bandId,
      artistId: eventLineup.artistId,
      h: eventLineup.headliner,
    })
    .from(eventLineup)
    .where(eq(eventLineup.eventId, eventId))
    .orderBy(asc(eventLineup.position), asc(eventLineup.id));
  return rows.map((row) => `${row.kind}:${row.bandId ?? row.artistId}${row.h ? ":headliner" : ""}`);
}

export const entryKeys = (entries: LineupEntry[]) =>
  entries.map((entry) => `${entry.kind}:${entry.id}${entry.headliner ? ":headliner" : ""}`);

/** Replace a gig's line-up with `entries` (checked first), in their order. */
export async function replaceLineup(tx: Transaction, eventId: string, entries: LineupEntry[]): Promise<void> {
  await assertActs(tx, entries);
  await tx.delete(eventLineup).where(eq(eventLineup.eventId, eventId));
  if (entries.length === 0) return;
  await tx.insert(eventLineup).values(
    entries.map((entry, position) => ({
      eventId,
      kind: entry.kind,
      bandId: entry.kind === "band" ? entry.id : null,
      artistId: entry.kind === "artist" ? entry.id : null,
      position,
      headliner: entry.headliner,
    })),
  );
}

/** The line-up editor's search: bands, then listed artists, whose name contains q. */
export async function searchActs(db: DbOrTx, q: string, limit: number): Promise<LineupActOption[]> {
  const pattern = `%${likeEscape(q)}%`;
  const [bandRows, artistRows] = await Promise.all([
    db
      .select({ id: bands.id, name: bands.name, avatarUrl: bands.avatarUrl, location: bands.location })
      .from(bands)
      .where(ilike(bands.name, pattern))
      .orderBy(asc(sql`lower(${bands.name})`), asc(bands.id))
      .limit(limit),
    db
      .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl, location: artists.location })
      .from(users)
      .leftJoin(artists, eq(artists.userId, users.id))
      .where(and(isListedArtist, ilike(users.name, pattern)))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(limit),
  ]);
  return [
    ...bandRows.map((row) => ({ kind: "band" as const, ...row })),
    ...artistRows.map((row) => ({ kind: "artist" as const, ...row, name: row.name ?? "Artist" })),
  ].slice(0, limit);
}
