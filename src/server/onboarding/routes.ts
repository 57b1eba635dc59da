import type { Context } from "hono";
import {
  completeOnboarding,
  getOnboarding,
  registerOnboarding,
  startOnboarding,
  updateOnboarding,
} from "@/shared/contract/onboarding";
import { requireUser, signedIn } from "../auth/guards";
import { signUpFan, signUpFanRateLimit } from "../auth/sign-up-fan";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import { existingEntityId } from "../participation/entities";
import { rateLimit } from "../rate-limit/middleware";
import { assertCanComplete, assertCanRegister, assertCanUpdate, ONBOARDING_MESSAGES } from "./policy";
import { presentOnboardingSession } from "./presenter";
import {
  completeSession,
  createSession,
  deleteStaleSessions,
  findSession,
  recordRegistration,
  updateSession,
} from "./service";

/** Visitors start sessions without an account, so starting is limited per client address. */
export const ONBOARDING_CREATE_RULE = {
  name: "onboarding-create",
  windowSeconds: 5 * 60,
  max: 30,
  message: "Too many onboarding attempts. Please wait 5 minutes and try again.",
};

/** Where the confirmation mail brings the new fan back: step 4, signed in (autoSignInAfterVerification). */
export const step4Path = (row: { entityType: string; entityId: string; id: string }) =>
  `/onboarding/${row.entityType}/${row.entityId}/${row.id}/step4`;

async function sessionOr404(c: Context<AppEnv>, rawId: string, message: string) {
  const id = idOrNotFound(rawId, message);
  const row = await findSession(c.get("deps").db.db, id);
  if (!row) throw notFound(message);
  return row;
}

/**
 * /api/onboarding (000 §2 'Onboarding after a vote', §4). The random session id is the visitor's
 * key: reads and updates go by id only. Steps 1–3 need no account; step 4 needs the account that
 * step 3 created.
 */
export function onboardingRoutes() {
  const router = createRouter();

  router.openapi({ ...startOnboarding, middleware: [rateLimit(ONBOARDING_CREATE_RULE)] }, async (c) => {
    const { db, logger } = c.get("deps");
    const { entityType, entityId } = c.req.valid("json");
    await existingEntityId(db.db, entityType, entityId);
    // Clean-up rides along with creation: the index makes it cheap, and no timer is needed.
    await deleteStaleSessions(db.db).catch((error: unknown) =>
      logger.warn({ err: error }, "onboarding: stale clean-up failed"),
    );
    const row = await createSession(db.db, entityType, entityId);
    return c.json({ session: presentOnboardingSession(row) }, 201);
  });

  router.openapi(getOnboarding, async (c) => {
    const row = await sessionOr404(c, c.req.valid("param").id, ONBOARDING_MESSAGES.fetchFailed);
    c.header("Cache-Control", "no-store");
    return c.json({ session: presentOnboardingSession(row) }, 200);
  });

  router.openapi(updateOnboarding, async (c) => {
    const row = await sessionOr404(c, c.req.valid("param").id, ONBOARDING_MESSAGES.updateFailed);
    const patch = c.req.valid("json");
    assertCanUpdate(row, patch);
    const updated = await updateSession(c.get("deps").db.db, row.id, patch);
    // Registered or completed between the read and the write.
    if (!updated) assertCanUpdate((await findSession(c.get("deps").db.db, row.id)) ?? row, patch);
    return c.json({ session: presentOnboardingSession(updated ?? row) }, 200);
  });

  router.openapi({ ...registerOnboarding, middleware: [signUpFanRateLimit] }, async (c) => {
    const deps = c.get("deps");
    const row = await sessionOr404(c, c.req.valid("param").id, ONBOARDING_MESSAGES.updateFailed);
    assertCanRegister(row);
    const { email, password, city } = c.req.valid("json");
    const { userId } = await signUpFan(deps, {
      email,
      password,
      city,
      displayName: row.selectedName!,
      callbackURL: step4Path(row),
    });
    // An address that already has an account gets the same answer; only the mail differs.
    const saved = await recordRegistration(deps.db.db, row.id, { email: email.toLowerCase(), city, userId });
    if (!saved) assertCanRegister((await findSession(deps.db.db, row.id)) ?? row);
    return c.json({ session: presentOnboardingSession(saved ?? row) }, 200);
  });

  router.openapi({ ...completeOnboarding, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const row = await sessionOr404(c, c.req.valid("param").id, ONBOARDING_MESSAGES.updateFailed);
    assertCanComplete(user, row);
    const done = await completeSession(deps.db.db, deps.logger, row.id, user.id);
    if (!done) {
      // Completed already (a reload, or a concurrent request won): the same page, nothing paid again.
      const current = (await findSession(deps.db.db, row.id)) ?? row;
      return c.json({ session: presentOnboardingSession(current), xp: null, voteCounted: false }, 200);
    }
    return c.json({ session: presentOnboardingSession(done.row), xp: done.xp, voteCounted: done.voteCounted }, 200);
  });

  return router;
}
