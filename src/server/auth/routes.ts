import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { HttpError, unprocessable } from "../lib/errors";
import { rateLimit } from "../rate-limit/middleware";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy";
import { AUTH_MESSAGES } from "@/shared/validation/auth";

const credentials = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  password: z.string().optional(),
});

const RULES = {
  signIn: { name: "sign-in", windowSeconds: 15 * 60, max: 10, message: "Too many sign-in attempts. Please wait 15 minutes and try again." },
  signUp: { name: "sign-up", windowSeconds: 60 * 60, max: 5, message: "Too many accounts created from here. Please try again in an hour." },
  mail: { name: "auth-mail", windowSeconds: 15 * 60, max: 3, message: "Too many e-mails requested. Please wait 15 minutes and try again." },
};

/** Checks the spec's messages before better-auth sees the request (it has its own wording). */
async function checkCredentials(c: Context<AppEnv>, kind: "sign-in" | "sign-up") {
  const body = credentials.safeParse(await c.req.raw.clone().json().catch(() => ({})));
  const data = body.success ? body.data : {};
  if (!(data.email || data.phone) || !data.password) {
    throw unprocessable(AUTH_MESSAGES.credentialsRequired, { _: [AUTH_MESSAGES.credentialsRequired] });
  }
  if (kind === "sign-up") checkNewPassword(data.password);
}

function checkNewPassword(password: string) {
  if (password.length < 6) throw unprocessable(AUTH_MESSAGES.passwordTooShort, { password: [AUTH_MESSAGES.passwordTooShort] });
  if (isCommonPassword(password)) throw unprocessable(COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
}

/** better-auth answers `{ code, message }`; clients of this API always get `{ error: { code, message } }`. */
async function normalise(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== "object" || "error" in body) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify({ error: { code: (body.code ?? "auth_error").toLowerCase(), message: body.message || "An unexpected error occurred" } }),
    { status: response.status, headers },
  );
}

export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.post("/sign-in/email", rateLimit(RULES.signIn), async (c, next) => {
    await checkCredentials(c, "sign-in");
    return next();
  });
  app.post("/sign-up/email", rateLimit(RULES.signUp), async (c, next) => {
    await checkCredentials(c, "sign-up");
    return next();
  });
  app.post("/send-verification-email", rateLimit(RULES.mail));
  app.post("/request-password-reset", rateLimit(RULES.mail));
  app.post("/reset-password", async (c, next) => {
    const body = (await c.req.raw.clone().json().catch(() => ({}))) as { newPassword?: unknown };
    if (typeof body.newPassword === "string") checkNewPassword(body.newPassword);
    return next();
  });
  app.on(["GET", "POST"], "/*", async (c) => {
    try {
      return await normalise(await c.get("deps").auth.handler(c.req.raw));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      c.get("deps").logger.error({ err: error }, "auth handler failed");
      throw new HttpError(500, "internal_error", "An unexpected error occurred");
    }
  });
  return app;
}
