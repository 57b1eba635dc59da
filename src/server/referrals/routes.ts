import { registerReferral } from "@/shared/contract/referrals";
import { getSessionUser } from "../auth/guards";
import { signUpFan, signUpFanRateLimit } from "../auth/sign-up-fan";
import { createRouter } from "../lib/openapi";
import { assertNotOwnLink } from "./policy";
import { assertBandsListed, recordReferral } from "./service";

/** Where the confirmation link lands, signed in: the home page, which says the e-mail is confirmed (?verified=1). */
const AFTER_CONFIRMATION = "/?verified=1";

/**
 * /api/referrals: registration3's sign-up (000 §2). The answer is the same whether the e-mail was
 * new or already registered (no account enumeration); only a new account follows its picks and
 * pays its referrer.
 */
export function referralRoutes() {
  const router = createRouter();
  router.openapi({ ...registerReferral, middleware: [signUpFanRateLimit] }, async (c) => {
    const body = c.req.valid("json");
    assertNotOwnLink(await getSessionUser(c), body.referrerId);
    const deps = c.get("deps");
    await assertBandsListed(deps.db.db, body.bandIds);
    const { userId } = await signUpFan(deps, {
      email: body.email,
      password: body.password,
      displayName: body.displayName,
      city: body.city,
      callbackURL: AFTER_CONFIRMATION,
    });
    if (userId) {
      const { referrerId, referralCode, bandIds } = body;
      await recordReferral(deps, { newUserId: userId, referrerId, referralCode, bandIds });
    }
    return c.json({ status: true as const, email: body.email.toLowerCase() }, 200);
  });
  return router;
}
