/**
 * Who shows up where. Everyone, signed in or not, may read band and artist pages (001 §6); the
 * rules below decide which rows the discovery lists (/artists, /bands, the home carousel, search)
 * may show.
 */
import { and, eq, sql } from "drizzle-orm";
import { bands, users } from "../db/schema";

/**
 * A band is listed when nobody owns it (demo and approved bands) or its owner is a real account
 * (001 §5: discovery shows only user_type real). A band owned by a system account (test fixtures)
 * is never listed, though its page still opens by id.
 */
export const bandIsListed = sql`not exists (select 1 from ${users} owner where owner.id = ${bands.userId} and owner.user_type <> 'real')`;

/** An artist is listed when the account is a real one with the role artist (001 §5, §7). */
export const artistIsListed = and(eq(users.role, "artist"), eq(users.userType, "real"))!;
