import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AvatarPresetId, presetUrl } from "@/shared/avatar-presets";
import { avatarPresetSchema, profilePatchSchema } from "@/shared/validation/profile";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, type SessionUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden, notFound, payloadTooLarge } from "../lib/errors";
import { validate } from "../lib/validate";
import { rateLimit } from "../rate-limit/middleware";
import { award } from "../xp/engine";
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, encodeAvatar, readAvatarUpload } from "./avatar";
import { canHaveCity, earnsXp } from "./policy";
import { loadMe, replaceAvatar, updateProfile } from "./service";

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
 * (subject 'avatar') and answers the fresh GET /api/me body with the award's outcome.
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
  const xp = earnsXp(user)
    ? await award(db.db, logger, user.id, XP_ACTIONS.updateAvatar, { subjectKey: "avatar", ignoreWindow: true })
    : null;
  return c.json({ ...(await meBody(c, user.id)), xp });
}

/**
 * /api/me: the signed-in user's own account. Every route acts on the session's user; none takes a
 * user id, so nobody can change another person's profile.
 */
export function meRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const user = await requireUser(c);
    return c.json(await meBody(c, user.id));
  });

  app.patch("/profile", signedIn(), validate("json", profilePatchSchema), async (c) => {
    const user = await requireUser(c);
    const changes = c.req.valid("json");
    // The form never offers a city to other roles, so a city from one is a mistake worth reporting.
    if (changes.city !== undefined && !canHaveCity(user)) throw forbidden("Only fans can set a city.");
    await updateProfile(c.get("deps").db.db, user.id, changes);
    return c.json(await meBody(c, user.id));
  });

  app.post(
    "/avatar",
    signedIn(),
    rateLimit(AVATAR_RATE_RULE, userId),
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw payloadTooLarge(AVATAR_TOO_LARGE);
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = await encodeAvatar(await readAvatarUpload(body));
      const stored = await c.get("deps").storage.put("user-avatars", image, { ext: "webp", contentType: "image/webp" });
      return setAvatar(c, user, stored.url);
    },
  );

  app.put(
    "/avatar/preset",
    signedIn(),
    rateLimit(AVATAR_RATE_RULE, userId),
    validate("json", avatarPresetSchema),
    async (c) => {
      const user = await requireUser(c);
      const { preset } = c.req.valid("json");
      return setAvatar(c, user, presetUrl(preset as AvatarPresetId));
    },
  );

  return app;
}
