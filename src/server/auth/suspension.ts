import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { memberSuspensions } from "../db/schema";

/** A suspension that still keeps its member out: permanent, or ending later. */
export const activeSuspension = () => or(isNull(memberSuspensions.until), gt(memberSuspensions.until, new Date()));

/** When a member's suspension ends (null: permanently), or undefined when they are not suspended. */
export async function suspensionOf(db: DbOrTx, userId: string): Promise<{ until: Date | null } | undefined> {
  const [row] = await db
    .select({ until: memberSuspensions.until })
    .from(memberSuspensions)
    .where(and(eq(memberSuspensions.userId, userId), activeSuspension()));
  return row;
}

const untilText = (until: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(until)} UTC`;

/** What sign-in answers a suspended member (issue 16 §4): until when, in plain words. */
export const suspendedMessage = (until: Date | null) =>
  until
    ? `Your account is suspended until ${untilText(until)}. You can sign in again after that.`
    : "Your account has been suspended permanently.";
