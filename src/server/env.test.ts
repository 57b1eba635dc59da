import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-env-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (settings: Record<string, string> = {}) => loadEnv({ DATA_DIR: dataDir, ...settings });

function configError(settings: Record<string, string>): ConfigError {
  try {
    load(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("loadEnv", () => {
  it("starts with defaults on an empty environment", () => {
    const env = load();
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: dataDir, APP_URL: "http://localhost:3000", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each(["abc", "0", "70000", "30.5"])("stops on PORT=%s with one line naming PORT", (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toMatch(/^Invalid setting PORT\b/);
    expect(error.message).not.toContain("\n");
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(configError({ ADMIN_EMAIL: "root@example.com" }).message).toMatch(/ADMIN_PASSWORD.*ADMIN_EMAIL/);
    expect(configError({ ADMIN_PASSWORD: "long-enough-pw" }).message).toMatch(/ADMIN_EMAIL.*ADMIN_PASSWORD/);
    expect(load({ ADMIN_EMAIL: "root@example.com", ADMIN_PASSWORD: "long-enough-pw" }).ADMIN_EMAIL).toBe(
      "root@example.com",
    );
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const first = load().AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(load().AUTH_SECRET).toBe(first);
  });

  it("uses a given AUTH_SECRET and refuses a short one", () => {
    expect(load({ AUTH_SECRET: "x".repeat(40) }).AUTH_SECRET).toBe("x".repeat(40));
    expect(configError({ AUTH_SECRET: "short" }).message).toMatch(/^Invalid setting AUTH_SECRET/);
  });

  it("accepts only postgres URLs as DATABASE_URL", () => {
    expect(load({ DATABASE_URL: "postgres://u@localhost/db" }).DATABASE_URL).toBe("postgres://u@localhost/db");
    expect(load({ DATABASE_URL: "postgresql://u@localhost/db" }).DATABASE_URL).toBeDefined();
    expect(load({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(configError({ DATABASE_URL: "mysql://u@localhost/db" }).message).toMatch(
      /^Invalid setting DATABASE_URL.*postgres:\/\//,
    );
  });

  it("chooses the S3 driver's settings only when S3_BUCKET is set", () => {
    expect(load().s3).toBeUndefined();
    expect(
      load({
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://cdn.example.com/",
      }).s3,
    ).toEqual({
      bucket: "media",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.com",
    });
    // On AWS itself the SDK's own credential chain (an instance role) may supply the keys.
    expect(load({ S3_BUCKET: "media", S3_REGION: "ap-south-1" }).s3).toMatchObject({ region: "ap-south-1" });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /^Invalid setting S3_BUCKET: must be set when S3_ENDPOINT is set$/],
    [
      { S3_BUCKET: "media", S3_ENDPOINT: "http://s3", S3_ACCESS_KEY_ID: "id" },
      /^Invalid setting S3_SECRET_ACCESS_KEY\b/,
    ],
    [
      { S3_BUCKET: "media", S3_ENDPOINT: "http://s3", S3_SECRET_ACCESS_KEY: "k" },
      /^Invalid setting S3_ACCESS_KEY_ID\b/,
    ],
    [{ S3_BUCKET: "media" }, /^Invalid setting S3_REGION\b/],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "not a url" }, /^Invalid setting S3_ENDPOINT\b/],
  ])("stops on a half-set S3 configuration %o with one line naming the setting", (settings, message) => {
    const error = configError(settings);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain("\n");
  });

  it("generates a VAPID key pair once and keeps it in DATA_DIR, readable by the owner only", () => {
    const first = load().vapid;
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    const file = path.join(dataDir, "vapid.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(load().vapid).toEqual(first);
    expect(first.subject).toBe("mailto:push@localhost");
    expect(load({ APP_URL: "https://loudtribe.in" }).vapid.subject).toBe("https://loudtribe.in");
  });

  it("takes the VAPID keys and subject from the environment, both keys or neither", () => {
    const { publicKey, privateKey } = load().vapid;
    const other = mkdtempSync(path.join(tmpdir(), "loudtribe-env-"));
    try {
      const env = loadEnv({
        DATA_DIR: other,
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: "mailto:ops@example.com",
      });
      expect(env.vapid).toEqual({ publicKey, privateKey, subject: "mailto:ops@example.com" });
      expect(() => statSync(path.join(other, "vapid.json"))).toThrow();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
    for (const [settings, message] of [
      [
        { VAPID_PUBLIC_KEY: publicKey },
        /^Invalid setting VAPID_PRIVATE_KEY: must be set together with VAPID_PUBLIC_KEY$/,
      ],
      [
        { VAPID_PRIVATE_KEY: privateKey },
        /^Invalid setting VAPID_PUBLIC_KEY: must be set together with VAPID_PRIVATE_KEY$/,
      ],
      [{ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey }, /^Invalid setting VAPID_PUBLIC_KEY\b/],
      [{ VAPID_SUBJECT: "http://example.com" }, /^Invalid setting VAPID_SUBJECT\b/],
      [{ PUSH_SERVICE_ORIGINS: "localhost:8090" }, /^Invalid setting PUSH_SERVICE_ORIGINS\b/],
    ] as const) {
      const error = configError(settings);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain("\n");
    }
    expect(configError({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: "nope" }).message).not.toContain("nope");
  });

  it("never repeats a secret value in the error", () => {
    const cases = {
      AUTH_SECRET: "tiny-secret",
      ADMIN_PASSWORD: "pw1",
      DATABASE_URL: "mysql://admin:hunter22@db/app",
      SMTP_URL: "http://mailer:hunter22@mail",
    };
    for (const [name, value] of Object.entries(cases)) {
      const settings: Record<string, string> = { [name]: value };
      if (name === "ADMIN_PASSWORD") settings.ADMIN_EMAIL = "root@example.com";
      const message = configError(settings).message;
      expect(message).toContain(name);
      expect(message).not.toContain(value);
    }
    // Harmless values are shown, which helps spot a typo.
    expect(configError({ LOG_LEVEL: "verbose" }).message).toContain('"verbose"');
  });
});
