import { Hono } from "hono";
import { z } from "zod";
import { bandRejectionSchema, bandSubmissionSchema } from "@/shared/validation";
import { requireAdmin, requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { hitRateLimit } from "../rate-limit/limiter";
import { assertOwnUpload } from "../uploads/image";
import { approvedMail, newSubmissionMail, rejectedMail, sendInBackground } from "./mails";
import { presentOwnSubmission, presentPendingSubmission, presentReviewed } from "./presenter";
import { approveSubmission, rejectSubmission, SUBMISSION_NOT_FOUND } from "./review";
import { adminEmails, createSubmission, listPending, pendingCount } from "./service";

const pageQuery = z.object({ cursor: cursorParam, limit: limitParam(20) });

const SUBMISSIONS_PER_DAY = {
  name: "band-submission",
  windowSeconds: 24 * 60 * 60,
  max: 5,
  message: "You can submit up to 5 bands a day. Please try again tomorrow.",
};

/**
 * POST /api/band-submissions: 'Submit Your Band for Review' (001 §2, §5, §7). Visitors get 401 before
 * the body is read (the dialog then shows 'Authentication Required').
 */
export function bandSubmissionRoutes() {
  return new Hono<AppEnv>().post("/", signedIn(), validate("json", bandSubmissionSchema), async (c) => {
    const deps = c.get("deps");
    const user = await requireUser(c);
    const input = c.req.valid("json");
    await assertOwnUpload(deps.storage, "artist-assets", input.avatarUrl, "avatarUrl");
    await assertOwnUpload(deps.storage, "artist-assets", input.profileBannerUrl, "profileBannerUrl");
    // Counted only for valid submissions, so fixing a typo never uses up the day's allowance.
    const limit = await hitRateLimit(deps.db.db, SUBMISSIONS_PER_DAY, user.id);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", SUBMISSIONS_PER_DAY.message);
    }

    const submission = await createSubmission(deps.db.db, user, input);
    const mail = {
      bandName: submission.name,
      submitterName: submission.submitterName ?? user.email,
      submitterEmail: user.email,
      managerEmail: submission.managerEmail,
    };
    const admins = await adminEmails(deps.db.db);
    sendInBackground(
      deps,
      admins.map((to) => newSubmissionMail(to, deps.env.APP_URL, mail)),
    );
    return c.json({ submission: presentOwnSubmission(submission) }, 201);
  });
}

/** /api/admin/bands/…: the approval queue (000 §2 admin, §4 band approval, §7 approve-band / reject-band). */
export function bandApprovalRoutes() {
  return new Hono<AppEnv>()
    .get("/pending-count", async (c) => c.json({ count: await pendingCount(c.get("deps").db.db) }))
    .get("/pending", validate("query", pageQuery), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const rows = await listPending(c.get("deps").db.db, { cursor: readCursor(cursor, timeCursorSchema), limit });
      return c.json(toPage(rows, limit, presentPendingSubmission, (row) => ({ t: row.sortTime, id: row.id })));
    })
    .post("/:id/approve", async (c) => {
      const deps = c.get("deps");
      const admin = await requireAdmin(c);
      const { submission, band } = await approveSubmission(
        deps.db.db,
        admin.id,
        idOrNotFound(c.req.param("id"), SUBMISSION_NOT_FOUND),
      );
      sendInBackground(deps, [approvedMail(submission.managerEmail, deps.env.APP_URL, band)]);
      return c.json({ submission: presentReviewed(submission), band: { id: band.id, name: band.name } });
    })
    .post("/:id/reject", validate("json", bandRejectionSchema), async (c) => {
      const deps = c.get("deps");
      const admin = await requireAdmin(c);
      const { rejectionReason } = c.req.valid("json");
      const id = idOrNotFound(c.req.param("id"), SUBMISSION_NOT_FOUND);
      const submission = await rejectSubmission(deps.db.db, admin.id, id, rejectionReason);
      if (submission.submitterEmail) {
        sendInBackground(deps, [rejectedMail(submission.submitterEmail, submission.name, rejectionReason)]);
      }
      return c.json({ submission: presentReviewed(submission) });
    });
}
