import { createECDH, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseProxyTrust } from "./rate-limit/proxy-trust";
import type { S3Settings } from "./storage/s3";

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
    // Server processes (node:cluster). Default: one per CPU on PostgreSQL; always 1 on the embedded
    // database, which one process owns (see processCount).
    WEB_CONCURRENCY: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.coerce
        .number({ error: "must be a number of processes" })
        .int("must be a whole number")
        .min(1, "must be between 1 and 64")
        .max(64, "must be between 1 and 64")
        .optional(),
    ),
    // Object storage (docs/deploy.md): uploads go to this S3-compatible bucket instead of DATA_DIR/uploads.
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url("must be a URL such as http://127.0.0.1:9000").optional()),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString.pipe(z.url("must be a URL such as https://cdn.loudtribe.in").optional()),
    // Phone alerts (Web Push, docs/decisions/notifications.md): the VAPID key pair, both or neither
    // (neither: generated on the first start and kept in DATA_DIR/vapid.json).
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => isKey(v, 65), "must be a P-256 public key in URL-safe base64 (87 characters)")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => isKey(v, 32), "must be a P-256 private key in URL-safe base64 (43 characters)")
        .optional(),
    ),
    // Who push services contact about our pushes: mailto:you@example.com or an https:// page.
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:.+@.+|https:\/\/.+)$/, "must be mailto:you@example.com or an https:// URL")
        .optional(),
    ),
    // Prometheus metrics at /metrics, for requests bearing this token only; unset, /metrics is a 404.
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, "must be at least 16 characters (it guards /metrics)").optional(),
    ),
    // Push services besides the browsers' own that subscriptions may point at, as comma-separated
    // origins (tests: the local push service, http://localhost:8090). Anything else is refused.
    PUSH_SERVICE_ORIGINS: z
      .string()
      .default("")
      .transform((value, ctx) => {
        const origins = value
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean);
        const bad = origins.find((o) => !URL.canParse(o) || new URL(o).origin !== o.replace(/\/$/, ""));
        if (bad)
          ctx.addIssue({ code: "custom", message: `must be origins such as http://localhost:8090 (not ${bad})` });
        return origins.map((o) => o.replace(/\/$/, ""));
      }),
  })
  .superRefine((env, ctx) => {
    for (const issue of s3SettingIssues(env)) ctx.addIssue({ code: "custom", ...issue });
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: `must be set together with ${env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}`,
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: `must be set together with ${env.VAPID_PUBLIC_KEY ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY"}`,
      });
    }
  });

/** A key in URL-safe base64 of the given length in bytes (an uncompressed P-256 point starts with 4). */
function isKey(value: string, bytes: number): boolean {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  const raw = Buffer.from(value, "base64url");
  return raw.length === bytes && (bytes !== 65 || raw[0] === 4);
}

type S3Setting =
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PUBLIC_URL";

/** A half-set S3 configuration is an error, never a silent fall-back to the local disk. */
function s3SettingIssues(env: Partial<Record<S3Setting, string>>): { path: [S3Setting]; message: string }[] {
  const others = (
    ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const
  ).filter((name) => env[name]);
  if (!env.S3_BUCKET) {
    return others.length ? [{ path: ["S3_BUCKET"], message: `must be set when ${others[0]} is set` }] : [];
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    const other = env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    return [{ path: [missing], message: `must be set together with ${other}` }];
  }
  if (!env.S3_REGION && !env.S3_ENDPOINT) {
    return [{ path: ["S3_REGION"], message: "must be set for AWS S3 (or set S3_ENDPOINT for another S3 service)" }];
  }
  return [];
}

type VapidSetting = "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT";

/** The server's VAPID identity for Web Push (the public key is what browsers subscribe with). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export type Env = Omit<z.infer<typeof envSchema>, "AUTH_SECRET" | "APP_URL" | "DATA_DIR" | S3Setting | VapidSetting> & {
  DATA_DIR: string;
  vapid: VapidKeys;
  APP_URL: string;
  AUTH_SECRET: string;
  /** Set when S3_BUCKET is: uploads live in that bucket instead of DATA_DIR/uploads. */
  s3?: S3Settings;
};

export class ConfigError extends Error {}

const SECRET_SETTINGS = new Set([
  "AUTH_SECRET",
  "ADMIN_PASSWORD",
  "DATABASE_URL",
  "SMTP_URL",
  "S3_SECRET_ACCESS_KEY",
  "VAPID_PRIVATE_KEY",
]);

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
  const {
    S3_BUCKET,
    S3_ENDPOINT,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL,
    VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY,
    VAPID_SUBJECT,
    ...env
  } = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const keys =
    VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
      ? { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY }
      : readOrCreateVapidKeys(dataDir);
  return {
    ...env,
    s3: S3_BUCKET
      ? {
          bucket: S3_BUCKET,
          endpoint: S3_ENDPOINT?.replace(/\/$/, ""),
          // S3-compatible services ignore the region, but the request signature needs one.
          region: S3_REGION ?? "us-east-1",
          credentials:
            S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
              ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: S3_PUBLIC_URL?.replace(/\/$/, ""),
        }
      : undefined,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    vapid: { ...keys, subject: VAPID_SUBJECT ?? vapidSubject(appUrl, env.ADMIN_EMAIL) },
  };
}

/** Without VAPID_SUBJECT: the operator's address, else the site when it is https, else a local mailto. */
function vapidSubject(appUrl: string, adminEmail: string | undefined): string {
  if (adminEmail) return `mailto:${adminEmail}`;
  const url = new URL(appUrl);
  return url.protocol === "https:" ? url.origin : `mailto:push@${url.hostname}`;
}

/**
 * Browsers' subscriptions are bound to the public key, so a generated pair is kept beside the data
 * (readable by the server's user only); a new pair would silently end every phone's alerts. `wx`
 * keeps the first writer's pair when two processes start at once.
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, "vapid.json");
  if (!existsSync(file)) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    // A private key with leading zero bytes comes back shorter; VAPID wants all 32.
    const privateKey = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
    const keys = { publicKey: ecdh.getPublicKey("base64url"), privateKey: privateKey.toString("base64url") };
    try {
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: string; privateKey?: string };
  if (!stored.publicKey || !stored.privateKey || !isKey(stored.publicKey, 65) || !isKey(stored.privateKey, 32)) {
    throw new ConfigError(
      `Invalid VAPID key file ${file}: delete it to make a new pair, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** Sessions must survive restarts, so a generated secret is kept beside the data it protects. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * How many server processes to run, and why, for the start-up banner. The embedded database is one
 * process's own (PGlite in DATA_DIR), so it is always 1 there, whatever WEB_CONCURRENCY says.
 */
export function processCount(
  env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">,
  cpus: number,
): {
  count: number;
  reason: string;
} {
  if (!env.DATABASE_URL) {
    return {
      count: 1,
      reason:
        env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1
          ? `1 (WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded database allows one process; set DATABASE_URL to use more)`
          : "1 (the embedded database allows one process; set DATABASE_URL to use more)",
    };
  }
  const count = env.WEB_CONCURRENCY ?? Math.max(1, cpus);
  return {
    count,
    reason: `${count} (${env.WEB_CONCURRENCY ? "WEB_CONCURRENCY" : "one per CPU; set WEB_CONCURRENCY to change"})`,
  };
}
