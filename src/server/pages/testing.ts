import type { PageKind, PageRole } from "@/shared/contract/pages";
import { createFan, type TestUser } from "../auth/testing";
import type { AppDeps } from "../context";
import { pageManagers } from "../db/schema";

/** A member who manages `page` with `role`, written straight to the database. */
export async function createManager(
  deps: AppDeps,
  page: { kind: PageKind; id: string },
  role: PageRole = "owner",
): Promise<TestUser> {
  const member = await createFan(deps);
  await deps.db.db.insert(pageManagers).values({ pageType: page.kind, pageId: page.id, userId: member.id, role });
  return member;
}
