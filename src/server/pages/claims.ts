import { and, count, eq, gt, sql } from "drizzle-orm";
import type { PageClaim } from "@/shared/validation/pages";
import type { Database, DbOrTx } from "../db/client";
import { pageClaims, pageManagers } from "../db/schema";
import { conflict, tooManyRequests } from "../lib/errors";
import { createSubmission, type Reviewable } from "../submissions/service";
import { presentClaim } from "./presenter";
import type { PageFacts } from "./service";

export const ALREADY_OWNED = "This page already has an owner. Ask them to add you as an editor.";
export const CLAIM_OPEN = "You have already claimed this page; an admin will review it soon.";
export const CLAIMS_PER_DAY = 5;
export const TOO_MANY_CLAIMS = "You can send 5 claims a day. Please try again tomorrow.";

/** Postgres' unique_violation, as the pg driver and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}

/**
 * Makes `userId` the page's owner (an editor is promoted). The partial unique index allows one owner
 * per page, so of two approvals or hand-overs racing for a page exactly one commits; the other is a 409.
 */
export async function makeOwner(tx: DbOrTx, page: { kind: PageFacts["kind"]; id: string }, userId: string) {
  const [owner] = await tx
    .select({ userId: pageManagers.userId })
    .from(pageManagers)
    .where(and(eq(pageManagers.pageType, page.kind), eq(pageManagers.pageId, page.id), eq(pageManagers.role, "owner")));
  if (owner && owner.userId !== userId) throw conflict(ALREADY_OWNED, "already_owned");
  try {
    const [row] = await tx
      .insert(pageManagers)
      .values({ pageType: page.kind, pageId: page.id, userId, role: "owner" })
      .onConflictDoUpdate({
        target: [pageManagers.pageType, pageManagers.pageId, pageManagers.userId],
        set: { role: "owner" },
      })
      .returning({ id: pageManagers.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_OWNED, "already_owned");
    throw error;
  }
}

/** Approving a claim makes the member the page's owner; it goes through the generic review service. */
export const claimReview: Reviewable<typeof pageClaims, ReturnType<typeof presentClaim>> = {
  entity: "page_claim",
  table: pageClaims,
  present: presentClaim,
  link: "approvedManagerId",
  list: async (tx, claimed) => {
    if (!claimed.submitterId) throw conflict("The member who sent this claim has left.", "claimant_gone");
    return makeOwner(tx, { kind: claimed.pageType, id: claimed.pageId }, claimed.submitterId);
  },
};

/**
 * 'Claim this page': 409 when the page has an owner or the member's claim for it is still open,
 * 429 after 5 claims in 24 hours. The open-claim index settles two claims sent at once.
 */
export async function createClaim(db: Database, submitterId: string, page: PageFacts, input: PageClaim) {
  if (page.hasOwner) throw conflict(ALREADY_OWNED, "already_owned");
  if (await hasOpenClaim(db, submitterId, page)) throw conflict(CLAIM_OPEN, "claim_open");
  const [today] = await db
    .select({ n: count() })
    .from(pageClaims)
    .where(and(eq(pageClaims.submitterId, submitterId), gt(pageClaims.submittedAt, sql`now() - interval '1 day'`)));
  if ((today?.n ?? 0) >= CLAIMS_PER_DAY) throw tooManyRequests(TOO_MANY_CLAIMS);
  try {
    return await createSubmission(db, claimReview, submitterId, {
      ...input,
      pageType: page.kind,
      pageId: page.id,
      name: page.name,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLAIM_OPEN, "claim_open");
    throw error;
  }
}

/** Whether the member's claim for this page waits for review. */
export async function hasOpenClaim(db: DbOrTx, submitterId: string, page: { kind: PageFacts["kind"]; id: string }) {
  const [open] = await db
    .select({ id: pageClaims.id })
    .from(pageClaims)
    .where(
      and(
        eq(pageClaims.submitterId, submitterId),
        eq(pageClaims.pageType, page.kind),
        eq(pageClaims.pageId, page.id),
        eq(pageClaims.status, "pending"),
      ),
    );
  return open !== undefined;
}
