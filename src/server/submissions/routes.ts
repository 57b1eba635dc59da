import { type Context, Hono } from "hono";
import { z } from "zod";
import { gigSubmissionSchema, rejectSubmissionSchema, venueSubmissionSchema } from "@/shared/validation/submissions";
import { getSessionUser, requireAdmin } from "../auth/guards";
import type { AppEnv } from "../context";
import { notFound, unauthorized } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema } from "../lib/pagination";
import { validate } from "../lib/validate";
import { sendInBackground } from "../mail/background";
import type { MailMessage } from "../mail/mailer";
import type { RateRule } from "../rate-limit/limiter";
import { rateLimit } from "../rate-limit/middleware";
import { approveGigSubmission, createGigSubmission, listGigSubmissions, rejectGigSubmission } from "./gigs";
import { type ListingKind, listingApprovedMail, listingRejectedMail } from "./mails";
import { canSuggestListing } from "./policy";
import { pendingSubmissionCounts, publishPendingSubmissions, REVIEW_STATUSES } from "./review";
import { approveVenueSubmission, createVenueSubmission, listVenueSubmissions, rejectVenueSubmission } from "./venues";

export const SUBMISSION_NOT_FOUND = "Submission not found";

/** Generous for a real promoter, useless for a spammer: 5 suggestions per member per hour. */
export const SUBMISSION_RATE: RateRule = {
  name: "listing-submission",
  windowSeconds: 60 * 60,
  max: 5,
  message: "You have sent a lot of suggestions in the last hour. Please try again later.",
};

const queueQuery = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "status must be pending, approved or rejected" }).default("pending"),
  cursor: cursorParam,
  limit: limitParam(20),
});

async function submitterId(c: Context<AppEnv>): Promise<string> {
  const user = await getSessionUser(c);
  if (!canSuggestListing(user)) throw unauthorized("You need to sign in to add a listing.");
  return user.id;
}

/**
 * Add your Gig / Add your Venue: members suggest, admins review (approve lists it in events or
 * venues, reject records a reason). Sign-in is checked before the rate limit and the body, so a
 * visitor always gets 401.
 */
export function submissionRoutes() {
  const app = new Hono<AppEnv>();
  const signedInLimited = [
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      await submitterId(c);
      await next();
    },
    rateLimit(SUBMISSION_RATE, submitterId),
  ] as const;

  app.post("/gigs", ...signedInLimited, validate("json", gigSubmissionSchema), async (c) => {
    const db = c.get("deps").db.db;
    const submission = await createGigSubmission(db, await submitterId(c), c.req.valid("json"));
    await publishPendingSubmissions(db);
    return c.json({ submission }, 201);
  });

  app.post("/venues", ...signedInLimited, validate("json", venueSubmissionSchema), async (c) => {
    const db = c.get("deps").db.db;
    const submission = await createVenueSubmission(db, await submitterId(c), c.req.valid("json"));
    await publishPendingSubmissions(db);
    return c.json({ submission }, 201);
  });

  app.get("/gigs", adminFirst, validate("query", queueQuery), async (c) => {
    const { status, cursor, limit } = c.req.valid("query");
    return c.json(
      await listGigSubmissions(c.get("deps").db.db, status, { limit, cursor: readCursor(cursor, timeCursorSchema) }),
    );
  });

  app.get("/venues", adminFirst, validate("query", queueQuery), async (c) => {
    const { status, cursor, limit } = c.req.valid("query");
    return c.json(
      await listVenueSubmissions(c.get("deps").db.db, status, { limit, cursor: readCursor(cursor, timeCursorSchema) }),
    );
  });

  /** Both queues' counts for the header badge and the page's tabs; admins only. */
  app.get("/pending-count", adminFirst, async (c) => c.json(await pendingSubmissionCounts(c.get("deps").db.db)));

  app.post("/gigs/:id/approve", async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const result = await approveGigSubmission(
      deps.db.db,
      idOrNotFound(c.req.param("id"), SUBMISSION_NOT_FOUND),
      admin.id,
    );
    if (!result) throw notFound(SUBMISSION_NOT_FOUND);
    const { submitterEmail, ...answer } = result;
    mailSubmitter(c, submitterEmail, (to, appUrl) =>
      listingApprovedMail(to, appUrl, "gig", { id: answer.eventId, name: answer.submission.name }),
    );
    return c.json(answer);
  });

  app.post("/venues/:id/approve", async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const result = await approveVenueSubmission(
      deps.db.db,
      idOrNotFound(c.req.param("id"), SUBMISSION_NOT_FOUND),
      admin.id,
    );
    if (!result) throw notFound(SUBMISSION_NOT_FOUND);
    const { submitterEmail, ...answer } = result;
    mailSubmitter(c, submitterEmail, (to, appUrl) =>
      listingApprovedMail(to, appUrl, "venue", { id: answer.venueId, name: answer.submission.name }),
    );
    return c.json(answer);
  });

  for (const [kind, reject] of [
    ["gig", rejectGigSubmission],
    ["venue", rejectVenueSubmission],
  ] as const) {
    app.post(`/${kind}s/:id/reject`, adminFirst, validate("json", rejectSubmissionSchema), async (c) => {
      const admin = await requireAdmin(c);
      const id = idOrNotFound(c.req.param("id"), SUBMISSION_NOT_FOUND);
      const { rejectionReason } = c.req.valid("json");
      const result = await reject(c.get("deps").db.db, id, admin.id, rejectionReason);
      if (!result) throw notFound(SUBMISSION_NOT_FOUND);
      mailSubmitter(c, result.submitterEmail, (to) =>
        listingRejectedMail(to, kind satisfies ListingKind, result.submission.name, rejectionReason),
      );
      return c.json({ submission: result.submission });
    });
  }

  return app;
}

/** After the response, so a slow mail server never holds up the review (see mail/background.ts). */
function mailSubmitter(c: Context<AppEnv>, to: string | null, compose: (to: string, appUrl: string) => MailMessage) {
  const deps = c.get("deps");
  if (to) sendInBackground(deps, [compose(to, deps.env.APP_URL)], "listing review mail");
}

/** 401/403 before the body is looked at. */
async function adminFirst(c: Context<AppEnv>, next: () => Promise<void>) {
  await requireAdmin(c);
  await next();
}
