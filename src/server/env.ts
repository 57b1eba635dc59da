import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseProxyTrust } from "./rate-limit/proxy-trust";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    APP_URL: optionalString.pipe(z.url("must be a URL such as https://loudtribe.in").optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ADMIN_EMAIL: optionalString.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    // Believe X-Forwarded-For (client address for rate limits) only behind a known reverse proxy:
    // "false", "true" (one proxy), a hop count, or a comma list of the proxies' addresses.
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((value, ctx) => {
        const trust = parseProxyTrust(value);
        if (!trust) ctx.addIssue({ code: "custom", message: "must be true, false, a hop count or proxy addresses" });
        return trust ?? { hops: 0 };
      }),
    // Demo content is seeded on the first start; set to "false" for an empty production database.
    SEED_DEMO: z.enum(["true", "false"]).default("true"),
    // How long the band list and search answers are reused for everyone (0: never; see
    // middleware/shared-read-cache.ts). Writes through this server empty the cache at once.
    READ_CACHE_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .default(10_000),
    // Embedded database only: how long a request may wait for its turn before a 503 'busy'
    // (0: no queue; see middleware/embedded-database-queue.ts).
    DB_QUEUE_WAIT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .default(2_000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: `must be set together with ${env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}`,
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, "AUTH_SECRET" | "APP_URL" | "DATA_DIR"> & {
  DATA_DIR: string;
  APP_URL: string;
  AUTH_SECRET: string;
};

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set(["AUTH_SECRET", "ADMIN_PASSWORD", "DATABASE_URL", "SMTP_URL"]);

/** Reads every setting once. A bad value throws one readable line that names the setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.join(".") || "environment";
    const key = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
    // Echo the bad value to help spot a typo, but never one that may hold a password.
    const value = key && !SECRET_SETTINGS.has(key) ? source[key] : undefined;
    throw new ConfigError(`Invalid setting ${name}${value ? ` (${JSON.stringify(value)})` : ""}: ${issue.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

/** Sessions must survive restarts, so a generated secret is kept beside the data it protects. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
