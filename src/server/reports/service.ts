import { countDistinct } from "drizzle-orm";
import { ALREADY_REPORTED, REPORT_TARGET_NOT_FOUND } from "@/shared/contract/reports";
import type { ReportReason } from "@/shared/validation/reports";
import type { Database } from "../db/client";
import { contentReports } from "../db/schema";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { AUTO_HIDE_REPORTERS, auditModeration, lockTarget, openReportsOf, setHidden, type Target } from "./targets";

export const OWN_ITEM = "You can't report your own post, comment or photo.";

/**
 * Files one member's report. One per member per item: the unique index answers a double click
 * or a race with 409. The fifth different member with an undecided report hides the item until an
 * admin decides, in the same transaction (with its audit row).
 */
export async function fileReport(
  db: Database,
  reporterId: string,
  input: Target & { reason: ReportReason; details: string | null },
) {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, input);
    if (!target) throw notFound(REPORT_TARGET_NOT_FOUND);
    if (target.userId === reporterId) throw unprocessable(OWN_ITEM);
    const [report] = await tx
      .insert(contentReports)
      .values({ reporterId, ...input })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    if (!report) throw conflict(ALREADY_REPORTED, "already_reported");
    if (!target.hiddenAt) {
      const [open] = await tx
        .select({ reporters: countDistinct(contentReports.reporterId) })
        .from(contentReports)
        .where(openReportsOf(input));
      if ((open?.reporters ?? 0) >= AUTO_HIDE_REPORTERS) {
        await setHidden(tx, input, true);
        await auditModeration(tx, null, "auto_hide", input, null, { reporters: open!.reporters });
      }
    }
    return { id: report.id, targetType: input.targetType, targetId: input.targetId };
  });
}
