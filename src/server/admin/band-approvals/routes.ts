import { approveBand, countPendingBands, listPendingBands, rejectBand } from "@/shared/contract/admin/band-approvals";
import { requireAdmin } from "../../auth/guards";
import { approvedMail, rejectedMail, sendInBackground } from "../../band-submissions/mails";
import { presentPendingSubmission, presentReviewed } from "../../band-submissions/presenter";
import { approveSubmission, rejectSubmission, SUBMISSION_NOT_FOUND } from "../../band-submissions/review";
import { listPending, pendingCount } from "../../band-submissions/service";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../../lib/pagination";

/**
 * /api/admin/bands/pending…: the approval queue (000 §2 admin, §4 band approval, §7 approve-band /
 * reject-band). The rules (review, mails, presenter) live with the submissions in src/server/band-submissions;
 * mounted by the admin router, whose guard runs first.
 */
export function bandApprovalRoutes() {
  const router = createRouter();
  router.openapi(countPendingBands, async (c) => c.json({ count: await pendingCount(c.get("deps").db.db) }, 200));
  router.openapi(listPendingBands, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const rows = await listPending(c.get("deps").db.db, { cursor: readCursor(cursor, timeCursorSchema), limit });
    return c.json(
      toPage(rows, limit, presentPendingSubmission, (row) => ({ t: row.sortTime, id: row.id })),
      200,
    );
  });
  router.openapi(approveBand, async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const { submission, band } = await approveSubmission(
      deps.db.db,
      admin.id,
      idOrNotFound(c.req.valid("param").id, SUBMISSION_NOT_FOUND),
    );
    sendInBackground(deps, [approvedMail(submission.managerEmail, deps.env.APP_URL, band)]);
    return c.json({ submission: presentReviewed(submission), band: { id: band.id, name: band.name } }, 200);
  });
  router.openapi(rejectBand, async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const { rejectionReason } = c.req.valid("json");
    const id = idOrNotFound(c.req.valid("param").id, SUBMISSION_NOT_FOUND);
    const submission = await rejectSubmission(deps.db.db, admin.id, id, rejectionReason);
    if (submission.submitterEmail) {
      sendInBackground(deps, [rejectedMail(submission.submitterEmail, submission.name, rejectionReason)]);
    }
    return c.json({ submission: presentReviewed(submission) }, 200);
  });
  return router;
}
