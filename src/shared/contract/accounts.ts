/**
 * Shapes shared by the routes that make an account or read one: sign-up and sessions (/api/auth),
 * onboarding and referral registration, and the user's own account (/api/me).
 */
import { z } from "./define";
import { roleSchema } from "./users";

/** The signed-in user as they see themselves (their own e-mail is theirs to see); never a token. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: roleSchema,
    displayName: z.string().nullable(),
    name: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("SessionUser");
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * A sign-up was accepted. The answer is the same whether the e-mail was new or already registered
 * (no account enumeration); only the mail sent differs.
 */
export const signUpAcceptedSchema = z.object({ status: z.literal(true), email: z.string() }).openapi("SignUpAccepted");
export type SignUpAccepted = z.infer<typeof signUpAcceptedSchema>;
