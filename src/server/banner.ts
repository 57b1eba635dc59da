import path from "node:path";
import { appOrigins } from "./auth/app-address";
import type { Booted } from "./bootstrap";
import type { AppDeps } from "./context";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";

/** What a person who just ran `npm start` needs to know, in plain text. */
export function printBanner(deps: AppDeps, summary: Booted["summary"], processes: string) {
  const { env, db } = deps;
  const mail = env.SMTP_URL
    ? `sent through ${new URL(env.SMTP_URL).host}`
    : `written to ${path.join(env.DATA_DIR, "outbox")} (set SMTP_URL to send real mail)`;
  const database =
    db.driver === "postgres"
      ? `PostgreSQL (${redactUrl(env.DATABASE_URL!)})`
      : `embedded PGlite in ${path.join(env.DATA_DIR, "db")}`;
  const lines = [
    "",
    `  LoudTribe is running at ${env.APP_URL}`,
    "",
    `  Database   ${database}`,
    `  Processes  ${processes}`,
    `  Demo data  ${summary.demo.seeded ? "seeded just now" : env.SEED_DEMO === "true" ? "already present" : "off (SEED_DEMO=false)"}`,
    `  Mail       ${mail}`,
    `  Uploads    ${deps.storage.driver === "s3" ? `S3 bucket ${deps.storage.location}` : deps.storage.location}`,
    `  Sign-in    works at ${appOrigins(env.APP_URL).join(", ")} (APP_URL sets the address)`,
  ];
  if (env.SEED_DEMO === "true") {
    lines.push("", "  Demo accounts:");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(6)} ${account.email.padEnd(26)} password: ${account.password}`);
    }
  }
  if (summary.adminEnsured) lines.push("", `  Admin from ADMIN_EMAIL: ${summary.adminEnsured}`);
  lines.push("", "  Press Ctrl+C to stop.", "");
  console.log(lines.join("\n"));
}

function redactUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
