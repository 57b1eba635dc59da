import { approveClaim, listClaims, rejectClaim } from "@/shared/contract/admin/claims";
import { CLAIM_NOT_FOUND } from "@/shared/contract/pages";
import { requireAdmin } from "../../auth/guards";
import { notFound } from "../../lib/errors";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { readCursor, timeCursorSchema } from "../../lib/pagination";
import { sendInBackground } from "../../mail/background";
import { claimReview } from "../../pages/claims";
import { claimApprovedMail, claimRejectedMail } from "../../pages/mails";
import { approveSubmission, listSubmissions, rejectSubmission } from "../../submissions/service";

/**
 * /api/admin/claims: the 'Claims' tab of the review queue. The review itself (one conditional
 * UPDATE, audit row, live count) is the suggestions' generic service; approving adds the owner.
 */
export function adminClaimRoutes() {
  const router = createRouter();
  router.openapi(listClaims, async (c) => {
    const { status, cursor, limit } = c.req.valid("query");
    const page = await listSubmissions(c.get("deps").db.db, claimReview, status, {
      limit,
      cursor: readCursor(cursor, timeCursorSchema),
    });
    return c.json(page, 200);
  });
  router.openapi(approveClaim, async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, CLAIM_NOT_FOUND);
    const result = await approveSubmission(deps.db.db, claimReview, id, admin.id);
    if (!result) throw notFound(CLAIM_NOT_FOUND);
    const { submission: claim, submitterEmail } = result;
    if (submitterEmail) {
      const page = { kind: claim.pageType, id: claim.pageId, name: claim.name };
      sendInBackground(deps, [claimApprovedMail(submitterEmail, deps.env.APP_URL, page)], "page claim mail");
    }
    return c.json({ claim }, 200);
  });
  router.openapi(rejectClaim, async (c) => {
    const deps = c.get("deps");
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, CLAIM_NOT_FOUND);
    const { rejectionReason } = c.req.valid("json");
    const result = await rejectSubmission(deps.db.db, claimReview, { id, adminId: admin.id, reason: rejectionReason });
    if (!result) throw notFound(CLAIM_NOT_FOUND);
    const { submission: claim, submitterEmail } = result;
    if (submitterEmail) {
      sendInBackground(deps, [claimRejectedMail(submitterEmail, claim.name, rejectionReason)], "page claim mail");
    }
    return c.json({ claim }, 200);
  });
  return router;
}
