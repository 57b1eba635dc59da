import type { Context } from "hono";
import { addPageEditor, handOverPage, listPageManagers, removePageEditor } from "@/shared/contract/pages";
import { requireUser, type SessionUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden, notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import { sendInBackground } from "../mail/background";
import { editorAddedMail } from "./mails";
import { addEditor, handOver, listManagers, NOT_AN_EDITOR, removeEditor } from "./managers";
import { canHandOver, canManageEditors } from "./policy";
import { KIND_OF_PATH, pageOrNotFound } from "./routes";
import type { PageFacts } from "./service";

export const OWNERS_ONLY = "Only this page's owner and admins can change who manages it.";

/** 401 visitors, 404 no page, 403 unless the owner (or an admin). */
async function ownedPage(
  c: Context<AppEnv>,
  param: { kind: keyof typeof KIND_OF_PATH; id: string },
  allowed: typeof canManageEditors,
): Promise<[SessionUser, PageFacts]> {
  const user = await requireUser(c);
  const page = await pageOrNotFound(c, KIND_OF_PATH[param.kind], param.id, user);
  if (!allowed(user, page)) throw forbidden(OWNERS_ONLY);
  return [user, page];
}

/** /api/pages/{kind}/{id}/managers and /hand-over: the owner runs the page's team (issue 12). */
export function pageManagerRoutes() {
  const router = createRouter();
  const members = [signedIn()];
  const answer = async (c: Context<AppEnv>, page: PageFacts) => ({
    managers: await listManagers(c.get("deps").db.db, page),
  });

  router.openapi({ ...listPageManagers, middleware: members }, async (c) => {
    const [, page] = await ownedPage(c, c.req.valid("param"), canManageEditors);
    return c.json(await answer(c, page), 200);
  });

  router.openapi({ ...addPageEditor, middleware: members }, async (c) => {
    const [, page] = await ownedPage(c, c.req.valid("param"), canManageEditors);
    const deps = c.get("deps");
    const added = await addEditor(deps.db.db, page, c.req.valid("json").email);
    sendInBackground(deps, [editorAddedMail(added.email, deps.env.APP_URL, page)], "page editor mail");
    return c.json(await answer(c, page), 201);
  });

  router.openapi({ ...removePageEditor, middleware: members }, async (c) => {
    const param = c.req.valid("param");
    const [, page] = await ownedPage(c, param, canManageEditors);
    await removeEditor(c.get("deps").db.db, page, idOrNotFound(param.userId, NOT_AN_EDITOR));
    return c.json(await answer(c, page), 200);
  });

  router.openapi({ ...handOverPage, middleware: members }, async (c) => {
    const [user, page] = await ownedPage(c, c.req.valid("param"), canHandOver);
    const owner = page.viewerRole === "owner" ? user.id : null;
    if (owner === null && !page.hasOwner) throw notFound("This page has no owner to hand it over.");
    await handOver(c.get("deps").db.db, page, c.req.valid("json").userId, owner);
    return c.json(await answer(c, page), 200);
  });

  return router;
}
