import type { Context } from "hono";
import { getDashboard, getDashboardCsv, listMyPages } from "@/shared/contract/manage";
import { idField } from "@/shared/validation/fields";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { canSeeDashboard } from "../pages/policy";
import { KIND_OF_PATH, pageOrNotFound } from "../pages/routes";
import { dashboardCsv } from "./csv";
import { presentDashboard, presentMyPage } from "./presenter";
import * as manage from "./service";

export const NOT_YOUR_DASHBOARD = "Only this page's managers and admins can see its numbers.";

/**
 * /api/manage: 'My Pages', the page managers' dashboard (issue 12 item 6). Reads only; the rule is
 * pages/policy.ts's canSeeDashboard (a manager of band A gets 403 on band B, admins see every page).
 * No policy.ts here: that rule lives with the other per-page rules in pages/policy.ts.
 */
export function manageRoutes() {
  const router = createRouter();

  router.openapi({ ...listMyPages, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const pages = await manage.listMyPages(c.get("deps").db.db, user.id);
    c.header("Cache-Control", "private, no-store");
    return c.json({ pages: pages.map(presentMyPage) }, 200);
  });

  router.openapi({ ...getDashboard, middleware: [signedIn()] }, async (c) => {
    const dashboard = await dashboardFor(c, c.req.valid("param"));
    c.header("Cache-Control", "private, no-store");
    return c.json({ dashboard }, 200);
  });

  router.openapi({ ...getDashboardCsv, middleware: [signedIn()] }, async (c) => {
    const dashboard = await dashboardFor(c, c.req.valid("param"));
    const file = `loudtribe-${dashboard.page.kind}-${slug(dashboard.page.name)}-${new Date().toISOString().slice(0, 10)}.csv`;
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${file}"`);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(dashboardCsv(dashboard), 200);
  });

  return router;
}

/**
 * 401 visitors (signedIn), 404 no such page, 403 unless the policy lets this member see it. The
 * numbers are read alongside the page and its managers (in parallel: one wait, not two, which is most
 * of the time on a busy server) and answered only once the policy allows; a refused or unknown page's
 * read is dropped unseen.
 */
async function dashboardFor(c: Context<AppEnv>, params: { kind: keyof typeof KIND_OF_PATH; id: string }) {
  const user = await requireUser(c);
  const kind = KIND_OF_PATH[params.kind];
  const valid = idField.safeParse(params.id);
  const [page, data] = await Promise.all([
    pageOrNotFound(c, kind, params.id, user),
    valid.success ? manage.readDashboard(c.get("deps").db.db, kind, valid.data.toLowerCase()) : null,
  ]);
  // data is null only for a malformed id, which pageOrNotFound has already answered with a 404.
  if (!canSeeDashboard(user, kind, page) || data === null) throw forbidden(NOT_YOUR_DASHBOARD);
  return presentDashboard(page, data);
}

/** A file name part: letters and digits only (the page's name is a member's text). */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || "page";
