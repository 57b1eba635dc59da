import { createReport } from "@/shared/contract/reports";
import { requireUser, signedIn } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { enforceLimits } from "../participation/limits";
import { REPORT_DAILY } from "./limits";
import { fileReport } from "./service";

/** POST /api/reports: any signed-in member reports a post, comment or fan photo (issue 16 §4). */
export function reportRoutes() {
  const router = createRouter();
  router.openapi({ ...createReport, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const input = c.req.valid("json");
    // After validation, so a refused form does not use up the day's reports.
    await enforceLimits(c, user.id, REPORT_DAILY);
    const report = await fileReport(c.get("deps").db.db, user.id, input);
    return c.json({ report }, 201);
  });
  return router;
}
