import { type SQL, sql } from "drizzle-orm";

/** Bands and artists are voted for and followed alike; only their tables differ. */
export type ActKind = "band" | "artist";

interface Target {
  /** The fan's row per act: fan_band_activity / fan_artist_activity. */
  activity: SQL;
  /** Its column naming the act. */
  actColumn: SQL;
  /** The act's row holding the counters: bands.id / artists.user_id. */
  counters: SQL;
  counterId: SQL;
}

// Fixed identifiers only (never input), so sql.raw is safe here.
export const TARGETS: Record<ActKind, Target> = {
  band: {
    activity: sql.raw("fan_band_activity"),
    actColumn: sql.raw("band_id"),
    counters: sql.raw("bands"),
    counterId: sql.raw("id"),
  },
  artist: {
    activity: sql.raw("fan_artist_activity"),
    actColumn: sql.raw("artist_id"),
    counters: sql.raw("artists"),
    counterId: sql.raw("user_id"),
  },
};

/** How the spec names each kind in its texts ('You've already voted for this {artist or band}'). */
export const KIND_WORD: Record<ActKind, string> = { band: "band", artist: "artist" };
