/** /api/referrals: registration3's sign-up from a friend's invite link (000 §2). Served by src/server/referrals. */
import { referralRegistrationSchema } from "../validation/referral";
import { signUpAcceptedSchema } from "./accounts";
import { defineRoute, jsonContent } from "./define";

export const registerReferral = defineRoute({
  method: "post",
  path: "/api/referrals/register",
  tags: ["Referrals"],
  summary: "Sign up from an invite: the account follows its three picks and pays its referrer (new accounts only)",
  request: { body: { content: { "application/json": { schema: referralRegistrationSchema } } } },
  responses: { 200: jsonContent(signUpAcceptedSchema, "Accepted; a confirmation mail is on its way") },
  errors: [403, 422, 429],
});

export const routes = { registerReferral };
