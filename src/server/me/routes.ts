import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AvatarPresetId, presetUrl } from "@/shared/avatar-presets";
import { choosePresetAvatar, getMe, getMyXp, listMyBadges, updateProfile, uploadAvatar } from "@/shared/contract/me";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, type SessionUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden, notFound, payloadTooLarge } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { awardFan } from "../participation/xp";
import { rateLimit } from "../rate-limit/middleware";
import { canEarnXp } from "../xp/policy";
import { presentBadge, presentMyXp } from "../xp/presenter";
import { listUserBadges, xpStanding } from "../xp/service";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, encodeAvatar, readAvatarUpload } from "./avatar";
import { canHaveCity } from "./policy";
import { loadMe, replaceAvatar, updateProfile as saveProfile } from "./service";

/** Avatars are re-encoded on every upload; a person choosing a picture never needs this many. */
export const AVATAR_RATE_RULE = {
  name: "avatar",
  windowSeconds: 60 * 60,
  max: 20,
  message: "You have changed your avatar many times. Please wait an hour and try again.",
};

// The multipart envelope (boundary, part headers) rides on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

const userId = async (c: Context<AppEnv>) => (await requireUser(c)).id;

async function meBody(c: Context<AppEnv>, id: string) {
  const me = await loadMe(c.get("deps").db.db, id);
  // The session was valid a moment ago; the account has been deleted since.
  if (!me) throw notFound("Your account no longer exists.");
  return me;
}

/**
 * Stores the new avatar, removes the replaced upload, pays 'Update profile avatar' once per fan
 * (subject 'avatar') and returns the fresh GET /api/me body with the award's outcome.
 */
async function setAvatar(c: Context<AppEnv>, user: SessionUser, avatarUrl: string) {
  const { db, logger, storage } = c.get("deps");
  const previous = await replaceAvatar(db.db, user.id, avatarUrl);
  const replaced = previous && previous !== avatarUrl ? storage.locate(previous) : undefined;
  if (replaced?.bucket === "user-avatars") {
    await storage.delete(replaced.bucket, replaced.key).catch((error: unknown) => {
      logger.warn({ err: error, url: previous }, "could not delete a replaced avatar");
    });
  }
  const xp = await awardFan({ db, logger }, user, XP_ACTIONS.updateAvatar, {
    subjectKey: "avatar",
    ignoreWindow: true,
  });
  return { ...(await meBody(c, user.id)), xp };
}

/**
 * /api/me: the signed-in user's own account. Every route acts on the session's user; none takes a
 * user id, so nobody can change another person's profile.
 */
export function meRoutes() {
  const router = createRouter();

  router.openapi(getMe, async (c) => {
    const user = await requireUser(c);
    return c.json(await meBody(c, user.id), 200);
  });

  router.openapi({ ...updateProfile, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const changes = c.req.valid("json");
    // The form never offers a city to other roles, so a city from one is a mistake worth reporting.
    if (changes.city !== undefined && !canHaveCity(user)) throw forbidden("Only fans can set a city.");
    const privacySent = changes.showOnLeaderboards !== undefined || changes.showCityAndXp !== undefined;
    if (privacySent && !canEarnXp(user)) throw forbidden("Only fans have leaderboard and profile privacy switches.");
    await saveProfile(c.get("deps").db.db, user.id, changes);
    return c.json(await meBody(c, user.id), 200);
  });

  const avatarBodyLimit = bodyLimit({
    maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw payloadTooLarge(AVATAR_TOO_LARGE);
    },
  });
  router.openapi(
    { ...uploadAvatar, middleware: [signedIn(), rateLimit(AVATAR_RATE_RULE, userId), avatarBodyLimit] },
    async (c) => {
      const user = await requireUser(c);
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = await encodeAvatar(await readAvatarUpload(body));
      const stored = await c.get("deps").storage.put("user-avatars", image, { ext: "webp", contentType: "image/webp" });
      return c.json(await setAvatar(c, user, stored.url), 200);
    },
  );

  router.openapi(
    { ...choosePresetAvatar, middleware: [signedIn(), rateLimit(AVATAR_RATE_RULE, userId)] },
    async (c) => {
      const user = await requireUser(c);
      const { preset } = c.req.valid("json");
      return c.json(await setAvatar(c, user, presetUrl(preset as AvatarPresetId)), 200);
    },
  );

  // The XP Club and the profile drawer: the signed-in user's own standing (rules in src/server/xp).
  router.openapi(getMyXp, async (c) => {
    const user = await requireUser(c);
    const { xpPoints, progress } = await xpStanding(c.get("deps").db.db, user.id);
    return c.json(presentMyXp(xpPoints, progress), 200);
  });

  router.openapi(listMyBadges, async (c) => {
    const user = await requireUser(c);
    const rows = await listUserBadges(c.get("deps").db.db, user.id);
    return c.json({ badges: rows.map(presentBadge) }, 200);
  });

  return router;
}
