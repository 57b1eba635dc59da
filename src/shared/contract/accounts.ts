/** Shapes shared by the routes that make an account: sign-up (/api/auth), onboarding and referral registration. */
import { z } from "./define";

/**
 * A sign-up was accepted. The answer is the same whether the e-mail was new or already registered
 * (no account enumeration); only the mail sent differs.
 */
export const signUpAcceptedSchema = z.object({ status: z.literal(true), email: z.string() }).openapi("SignUpAccepted");
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>;
