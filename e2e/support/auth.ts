import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Page, request, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/server/seed/demo-accounts";
import { e2eDataDir } from "./env";

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]["role"];

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>["storageState"]>>;

/**
 * Signs the page in as one of the seeded demo accounts. Each account signs in through the real
 * API once per run (sign-in is rate limited); its cookies are kept in the run's data directory and
 * reused by every later test and worker.
 */
export async function signIn(page: Page, role: DemoRole) {
  const baseURL = test.info().project.use.baseURL!;
  const state = await sessionFor(role, baseURL);
  await page.context().addCookies(state.cookies);
}

async function sessionFor(role: DemoRole, baseURL: string): Promise<StorageState> {
  const file = path.join(e2eDataDir(), "e2e-sessions", `${role}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as StorageState;
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const res = await api.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
    });
    if (!res.ok()) throw new Error(`signing in as the demo ${role} failed: ${res.status()} ${await res.text()}`);
    const state = await api.storageState();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(state));
    return state;
  } finally {
    await api.dispose();
  }
}

/** A fresh address no earlier run or test has used. */
export function uniqueEmail(prefix = "tribe"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** A new, unconfirmed fan account made through the real sign-up API (for tests that don't test sign-up). */
export async function createAccount(prefix?: string): Promise<{ email: string; password: string }> {
  const baseURL = test.info().project.use.baseURL!;
  const email = uniqueEmail(prefix);
  const password = "violet-tabla-42";
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const res = await api.post("/api/auth/sign-up/email", { data: { email, password } });
    if (!res.ok()) throw new Error(`signing up ${email} failed: ${res.status()} ${await res.text()}`);
    return { email, password };
  } finally {
    await api.dispose();
  }
}

/** Logs in through the /auth form, as a person would. */
export async function logInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}
