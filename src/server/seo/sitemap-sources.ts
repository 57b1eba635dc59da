import { type SQL, sql } from "drizzle-orm";
import { artistIsListed, bandIsListed } from "../bands/policy";
import type { Database } from "../db/client";
import { artists, bands, blogs, events, users, venues } from "../db/schema";
import type { EntityKind } from "./public-pages";

/** One page the sitemap lists: its row id and when the row last changed (W3C datetime, UTC). */
export type SitemapRow = { id: string; lastmod: string };

export interface SitemapSource {
  count(db: Database): Promise<number>;
  /** Rows `offset` to `offset + limit` in id order: the primary key index, so no sort of the table. */
  page(db: Database, limit: number, offset: number): Promise<SitemapRow[]>;
}

const w3cDate = (timestamp: SQL) => sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A source over `from` (a FROM … WHERE … clause naming only the public rows). */
function source(from: SQL, id: SQL, lastmod: SQL): SitemapSource {
  return {
    async count(db) {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n ${from}`);
      return Number(result.rows[0]?.n ?? 0);
    },
    async page(db, limit, offset) {
      const result = await db.execute<SitemapRow>(
        sql`select ${id}::text as id, ${w3cDate(lastmod)} as lastmod ${from} order by ${id} limit ${limit} offset ${offset}`,
      );
      return result.rows;
    },
  };
}

/**
 * The rows behind public pages, with the rules the discovery lists use (bands/policy.ts): bands are
 * in `bands` only once approved (submissions wait in bands_temp), and one owned by a system account
 * is never listed; artists are real accounts with the artist role. Every gig, venue and blog post is
 * public.
 */
export const SITEMAP_SOURCES: Record<EntityKind, SitemapSource> = {
  bands: source(sql`from ${bands} where ${bandIsListed}`, sql`${bands.id}`, sql`${bands.updatedAt}`),
  artists: source(
    sql`from ${users} inner join ${artists} on ${artists.userId} = ${users.id} where ${artistIsListed}`,
    sql`${users.id}`,
    sql`greatest(${users.updatedAt}, ${artists.updatedAt})`,
  ),
  gigs: source(sql`from ${events}`, sql`${events.id}`, sql`${events.updatedAt}`),
  venues: source(sql`from ${venues}`, sql`${venues.id}`, sql`${venues.updatedAt}`),
  blog: source(sql`from ${blogs}`, sql`${blogs.id}`, sql`greatest(${blogs.updatedAt}, ${blogs.publishedAt})`),
};
