/**
 * Gigs run by page managers (issue 12 item 4): announce (live at once or into the Gigs review tab),
 * change time / venue / line-up, cancel. Rules are pages/policy.ts's; every change calls
 * announceGigChange in its transaction.
 */
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AnnouncedGig, GigAccess, ManagedGig } from "@/shared/contract/gigs";
import type { AnnounceGig, ChangeGig, LineupEntry } from "@/shared/validation";
import { endsAfterStart, MESSAGES } from "@/shared/validation";
import type { SessionUser } from "../auth/guards";
import type { Database, DbOrTx, Transaction } from "../db/client";
import { bands, eventLineup, events, gigSubmissions, pageManagers, venues } from "../db/schema";
import { conflict, forbidden, notFound, unprocessable } from "../lib/errors";
import { assertActs, entryKeys, lineupKeys, readLineup, replaceLineup } from "../lineups/service";
import { canAnnounceGig, canManageGig, type GigStake, publishesAtOnce } from "../pages/policy";
import { announceGigChange } from "./announce";

export const GIG_NOT_FOUND = "Gig not found";
export const NOT_YOUR_GIG = "Only managers of the gig's venue or of a band on its line-up can do that.";
export const GIG_CANCELLED = "This gig is cancelled.";
export const PICK_A_VENUE = "Pick a venue from the list.";

const bandIdsOf = (lineup: LineupEntry[]) => lineup.filter((act) => act.kind === "band").map((act) => act.id);

/** The viewer's stake in a gig at `venueId` with these bands on its line-up. */
export async function gigStake(
  db: DbOrTx,
  userId: string,
  gig: { venueId: string | null; bandIds: string[] },
): Promise<GigStake> {
  const pages = [
    gig.venueId ? and(eq(pageManagers.pageType, "venue"), eq(pageManagers.pageId, gig.venueId)) : undefined,
    gig.bandIds.length ? and(eq(pageManagers.pageType, "band"), inArray(pageManagers.pageId, gig.bandIds)) : undefined,
  ].filter(Boolean);
  if (pages.length === 0) return { managesVenue: false, managesLineupBand: false, managesVerifiedBand: false };
  const rows = await db
    .select({ pageType: pageManagers.pageType, verified: bands.isVerified })
    .from(pageManagers)
    .leftJoin(bands, and(eq(pageManagers.pageType, "band"), eq(bands.id, pageManagers.pageId)))
    .where(and(eq(pageManagers.userId, userId), or(...pages)));
  return {
    managesVenue: rows.some((row) => row.pageType === "venue"),
    managesLineupBand: rows.some((row) => row.pageType === "band"),
    managesVerifiedBand: rows.some((row) => row.pageType === "band" && row.verified === true),
  };
}

/** The venue named by id (its name and city win), or the free-text new venue. */
async function placeOf(db: DbOrTx, gig: { venueId?: string | null; venueName?: string | null; city?: string | null }) {
  if (!gig.venueId) return { venueId: null, venueName: gig.venueName ?? null, city: gig.city ?? null };
  const [venue] = await db
    .select({ id: venues.id, name: venues.name, city: venues.city })
    .from(venues)
    .where(eq(venues.id, gig.venueId));
  if (!venue) throw unprocessable(PICK_A_VENUE, { venueId: [PICK_A_VENUE] });
  return { venueId: venue.id, venueName: venue.name, city: venue.city };
}

export async function announceGig(db: Database, user: SessionUser, input: AnnounceGig): Promise<AnnouncedGig> {
  const place = await placeOf(db, input);
  const stake = await gigStake(db, user.id, { venueId: place.venueId, bandIds: bandIdsOf(input.lineup) });
  if (!canAnnounceGig(user, stake)) throw forbidden(NOT_YOUR_GIG);
  const fields = {
    name: input.name,
    description: input.description ?? null,
    venueName: place.venueName!,
    city: place.city!,
    ticketPrice: input.ticketPrice ?? null,
    ticketUrl: input.ticketUrl ?? null,
    startTime: input.startTime!,
    endTime: input.endTime ?? null,
  };
  return db.transaction(async (tx) => {
    if (!publishesAtOnce(user, stake)) {
      await assertActs(tx, input.lineup);
      const [row] = await tx
        .insert(gigSubmissions)
        .values({ ...fields, venueId: place.venueId, lineup: input.lineup, submitterId: user.id })
        .returning({ id: gigSubmissions.id });
      return { status: "pending", eventId: null, submissionId: row!.id };
    }
    const [event] = await tx
      .insert(events)
      .values({
        ...fields,
        venueId: place.venueId,
        venue: place.venueName,
        externalTicketUrl: input.ticketUrl ?? null,
        coverImageUrl: input.coverImageUrl ?? null,
        isVerified: true,
        announcedBy: user.id,
      })
      .returning({ id: events.id });
    await replaceLineup(tx, event!.id, input.lineup);
    await announceGigChange(tx, { eventId: event!.id, kind: "published", actorId: user.id, name: input.name });
    return { status: "published", eventId: event!.id, submissionId: null };
  });
}

/** An approved manager's announcement: its venue record and line-up come with it. */
export async function listAnnouncedGig(
  tx: Transaction,
  eventId: string,
  claimed: {
    venueId: string | null;
    lineup: LineupEntry[] | null;
    name: string;
    submitterId: string | null;
    reviewedBy: string | null;
  },
) {
  if (!claimed.lineup) return;
  await tx.update(events).set({ announcedBy: claimed.submitterId, isVerified: true }).where(eq(events.id, eventId));
  await replaceLineup(tx, eventId, claimed.lineup);
  if (claimed.reviewedBy)
    await announceGigChange(tx, { eventId, kind: "published", actorId: claimed.reviewedBy, name: claimed.name });
}

/** The viewer's stake in an existing gig: its venue and the bands on its line-up. */
async function stakeInGig(db: DbOrTx, user: SessionUser, gig: { id: string; venueId: string | null }) {
  const bandRows = await db
    .select({ id: eventLineup.bandId })
    .from(eventLineup)
    .where(and(eq(eventLineup.eventId, gig.id), isNotNull(eventLineup.bandId)));
  return gigStake(db, user.id, { venueId: gig.venueId, bandIds: bandRows.map((row) => row.id!) });
}

/** GET /api/gigs/{id}/access: the same rule as a change, asked before the form is shown. */
export async function gigAccess(db: Database, user: SessionUser, id: string): Promise<GigAccess> {
  const [gig] = await db.select({ id: events.id, venueId: events.venueId }).from(events).where(eq(events.id, id));
  if (!gig) throw notFound(GIG_NOT_FOUND);
  return { canManage: canManageGig(user, await stakeInGig(db, user, gig)) };
}

/** The gig locked for a change by a manager: 404, 403 or 409 (cancelled) otherwise. */
async function gigForChange(tx: Transaction, user: SessionUser, id: string) {
  const [gig] = await tx.select().from(events).where(eq(events.id, id)).for("update");
  if (!gig) throw notFound(GIG_NOT_FOUND);
  if (!canManageGig(user, await stakeInGig(tx, user, gig))) throw forbidden(NOT_YOUR_GIG);
  if (gig.cancelledAt) throw conflict(GIG_CANCELLED, "gig_cancelled");
  return gig;
}

async function presentManagedGig(db: DbOrTx, gig: typeof events.$inferSelect): Promise<ManagedGig> {
  return {
    id: gig.id,
    name: gig.name,
    venueId: gig.venueId,
    venueName: gig.venueName ?? gig.venue,
    city: gig.city,
    startTime: gig.startTime?.toISOString() ?? null,
    endTime: gig.endTime?.toISOString() ?? null,
    cancelled: gig.cancelledAt !== null,
    lineup: await readLineup(db, gig.id),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function changeGig(db: Database, user: SessionUser, id: string, input: ChangeGig): Promise<ManagedGig> {
  return db.transaction(async (tx) => {
    const gig = await gigForChange(tx, user, id);
    const name = gig.name;
    const set: Partial<typeof events.$inferInsert> = {};

    const start = input.startTime !== undefined ? input.startTime : gig.startTime;
    const end = input.endTime !== undefined ? input.endTime : gig.endTime;
    if (!start) throw unprocessable("Pick when the gig starts", { startTime: ["Pick when the gig starts"] });
    if (!endsAfterStart(start, end))
      throw unprocessable(MESSAGES.endBeforeStart, { endTime: [MESSAGES.endBeforeStart] });
    if (iso(start) !== iso(gig.startTime) || iso(end) !== iso(gig.endTime)) {
      Object.assign(set, { startTime: start, endTime: end });
      await announceGigChange(tx, {
        eventId: id,
        kind: "time",
        actorId: user.id,
        name,
        before: { startTime: iso(gig.startTime), endTime: iso(gig.endTime) },
        after: { startTime: iso(start), endTime: iso(end) },
      });
    }

    if (input.venueId !== undefined || input.venueName !== undefined || input.city !== undefined) {
      const place = await placeOf(tx, {
        venueId: input.venueId,
        venueName: input.venueName ?? gig.venueName,
        city: input.city ?? gig.city,
      });
      if (!place.venueName || !place.city)
        throw unprocessable("Give the venue's name and city", { venueName: ["Give the venue's name and city"] });
      const before = { venueId: gig.venueId, venueName: gig.venueName ?? gig.venue, city: gig.city };
      if (JSON.stringify(before) !== JSON.stringify(place)) {
        Object.assign(set, { ...place, venue: place.venueName });
        await announceGigChange(tx, { eventId: id, kind: "venue", actorId: user.id, name, before, after: place });
      }
    }

    if (input.lineup) {
      const before = await lineupKeys(tx, id);
      const after = entryKeys(input.lineup);
      if (after.join() !== before.join()) {
        await replaceLineup(tx, id, input.lineup);
        await announceGigChange(tx, {
          eventId: id,
          kind: "lineup",
          actorId: user.id,
          name,
          before: { lineup: before },
          after: { lineup: after },
        });
      }
    }

    const [updated] = await tx
      .update(events)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    return presentManagedGig(tx, updated!);
  });
}

export async function cancelGig(db: Database, user: SessionUser, id: string): Promise<ManagedGig> {
  return db.transaction(async (tx) => {
    const gig = await gigForChange(tx, user, id);
    const [updated] = await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(events.id, id))
      .returning();
    await announceGigChange(tx, { eventId: id, kind: "cancelled", actorId: user.id, name: gig.name });
    return presentManagedGig(tx, updated!);
  });
}
