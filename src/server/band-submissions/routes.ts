import { submitBand } from "@/shared/contract/band-submissions";
import { requireUser, signedIn } from "../auth/guards";
import { HttpError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { hitRateLimit } from "../rate-limit/limiter";
import { assertOwnUpload } from "../uploads/image";
import { newSubmissionMail, sendInBackground } from "./mails";
import { presentOwnSubmission } from "./presenter";
import { adminEmails, createSubmission } from "./service";

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
  const router = createRouter();
  router.openapi({ ...submitBand, middleware: [signedIn()] }, async (c) => {
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
  return router;
}
