import type { Context } from "hono";
import {
  approveGigSubmission,
  approveVenueSubmission,
  countPendingSubmissions,
  listGigSubmissions,
  listVenueSubmissions,
  rejectGigSubmission,
  rejectVenueSubmission,
  SUBMISSION_NOT_FOUND,
  suggestGig,
  suggestVenue,
} from "@/shared/contract/submissions";
import { adminOnly, getSessionUser, requireAdmin } from "../auth/guards";
import type { AppEnv } from "../context";
import { notFound, unauthorized } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema } from "../lib/pagination";
import { sendInBackground } from "../mail/background";
import type { MailMessage } from "../mail/mailer";
import type { RateRule } from "../rate-limit/limiter";
import { rateLimit } from "../rate-limit/middleware";
import { listingApprovedMail, listingRejectedMail } from "./mails";
import { canSuggestListing } from "./policy";
import { pendingSubmissionCounts, publishPendingSubmissions, type ReviewStatus, type SubmissionTable } from "./review";
import {
  approveSubmission,
  createSubmission,
  gigListing,
  type Listing,
  listSubmissions,
  rejectSubmission,
  venueListing,
} from "./service";

/** Generous for a real promoter, useless for a spammer: 5 suggestions per member per hour. */
export const SUBMISSION_RATE: RateRule = {
  name: "listing-submission",
  windowSeconds: 60 * 60,
  max: 5,
  message: "You have sent a lot of suggestions in the last hour. Please try again later.",
};

async function submitterId(c: Context<AppEnv>): Promise<string> {
  const user = await getSessionUser(c);
  if (!canSuggestListing(user)) throw unauthorized("You need to sign in to add a listing.");
  return user.id;
}

/**
 * Add your Gig / Add your Venue: members suggest, admins review (approve lists it in events or
 * venues, reject records a reason). Both kinds are served by the same four handlers. Sign-in (and
 * for a suggestion the rate limit) is checked before the body, so a visitor always gets 401.
 */
export function submissionRoutes() {
  const router = createRouter();
  const suggesting = [
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      await submitterId(c);
      await next();
    },
    rateLimit(SUBMISSION_RATE, submitterId),
  ];
  const admin = [adminOnly()];

  router.openapi({ ...suggestGig, middleware: suggesting }, async (c) =>
    c.json({ submission: await suggest(c, gigListing, c.req.valid("json")) }, 201),
  );
  router.openapi({ ...suggestVenue, middleware: suggesting }, async (c) =>
    c.json({ submission: await suggest(c, venueListing, c.req.valid("json")) }, 201),
  );
  router.openapi({ ...listGigSubmissions, middleware: admin }, async (c) =>
    c.json(await queue(c, gigListing, c.req.valid("query")), 200),
  );
  router.openapi({ ...listVenueSubmissions, middleware: admin }, async (c) =>
    c.json(await queue(c, venueListing, c.req.valid("query")), 200),
  );
  router.openapi({ ...countPendingSubmissions, middleware: admin }, async (c) =>
    c.json(await pendingSubmissionCounts(c.get("deps").db.db), 200),
  );
  router.openapi({ ...approveGigSubmission, middleware: admin }, async (c) => {
    const { submission, listedId } = await approve(c, gigListing, c.req.valid("param").id);
    return c.json({ submission, eventId: listedId }, 200);
  });
  router.openapi({ ...approveVenueSubmission, middleware: admin }, async (c) => {
    const { submission, listedId } = await approve(c, venueListing, c.req.valid("param").id);
    return c.json({ submission, venueId: listedId }, 200);
  });
  router.openapi({ ...rejectGigSubmission, middleware: admin }, async (c) =>
    c.json(await reject(c, gigListing, c.req.valid("param").id, c.req.valid("json").rejectionReason), 200),
  );
  router.openapi({ ...rejectVenueSubmission, middleware: admin }, async (c) =>
    c.json(await reject(c, venueListing, c.req.valid("param").id, c.req.valid("json").rejectionReason), 200),
  );

  return router;
}

async function suggest<T extends SubmissionTable, Item>(
  c: Context<AppEnv>,
  listing: Listing<T, Item>,
  input: Omit<T["$inferInsert"], "submitterId">,
) {
  const db = c.get("deps").db.db;
  const submission = await createSubmission(db, listing, await submitterId(c), input);
  await publishPendingSubmissions(db);
  return submission;
}

function queue<T extends SubmissionTable, Item>(
  c: Context<AppEnv>,
  listing: Listing<T, Item>,
  query: { status: ReviewStatus; cursor?: string; limit: number },
) {
  const { status, cursor, limit } = query;
  return listSubmissions(c.get("deps").db.db, listing, status, { limit, cursor: readCursor(cursor, timeCursorSchema) });
}

async function approve<T extends SubmissionTable, Item extends { name: string }>(
  c: Context<AppEnv>,
  listing: Listing<T, Item>,
  rawId: string,
) {
  const admin = await requireAdmin(c);
  const result = await approveSubmission(
    c.get("deps").db.db,
    listing,
    idOrNotFound(rawId, SUBMISSION_NOT_FOUND),
    admin.id,
  );
  if (!result) throw notFound(SUBMISSION_NOT_FOUND);
  const { submitterEmail, ...answer } = result;
  mailSubmitter(c, submitterEmail, (to, appUrl) =>
    listingApprovedMail(to, appUrl, listing.kind, { id: answer.listedId, name: answer.submission.name }),
  );
  return answer;
}

async function reject<T extends SubmissionTable, Item extends { name: string }>(
  c: Context<AppEnv>,
  listing: Listing<T, Item>,
  rawId: string,
  rejectionReason: string,
) {
  const admin = await requireAdmin(c);
  const id = idOrNotFound(rawId, SUBMISSION_NOT_FOUND);
  const result = await rejectSubmission(c.get("deps").db.db, listing, {
    id,
    adminId: admin.id,
    reason: rejectionReason,
  });
  if (!result) throw notFound(SUBMISSION_NOT_FOUND);
  mailSubmitter(c, result.submitterEmail, (to) =>
    listingRejectedMail(to, listing.kind, result.submission.name, rejectionReason),
  );
  return { submission: result.submission };
}

/** After the response, so a slow mail server never holds up the review (see mail/background.ts). */
function mailSubmitter(c: Context<AppEnv>, to: string | null, compose: (to: string, appUrl: string) => MailMessage) {
  const deps = c.get("deps");
  if (to) sendInBackground(deps, [compose(to, deps.env.APP_URL)], "listing review mail");
}
