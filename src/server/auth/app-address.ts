import { createMiddleware } from "hono/factory";
import { PRODUCT_NAME } from "@/shared/product";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins sign-in and sign-up work from. APP_URL's own, and when APP_URL is a loopback address
 * the other spellings of it on the same port: a newcomer who opens http://127.0.0.1:3000 after
 * `npm start` printed http://localhost:3000 reaches the same server, and must be able to sign in.
 */
export function appOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** What a browser at another address is told, instead of the auth library's bare 'Invalid origin'. */
export function wrongAddressMessage(appUrl: string): string {
  return `Open ${PRODUCT_NAME} at ${new URL(appUrl).origin} to sign in or sign up (this server's address is set by APP_URL).`;
}

/**
 * For /api/auth: a browser request from an address that is not the app's (e.g. the server reached
 * by its LAN address while APP_URL says localhost) gets a 403 that names the address to open. The
 * general origin check has already refused other sites; this only makes the message useful.
 */
export const appAddressCheck = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header("origin");
    const { APP_URL } = c.get("deps").env;
    if (c.req.method !== "GET" && origin && !appOrigins(APP_URL).includes(origin)) {
      throw new HttpError(403, "wrong_address", wrongAddressMessage(APP_URL));
    }
    return next();
  });
