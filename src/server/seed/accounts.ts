import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { DbOrTx } from "../db/client";
import { accounts } from "../db/schema";

/**
 * A better-auth e-mail/password login is an `accounts` row with provider 'credential' whose
 * account_id is the user id and whose password is better-auth's own scrypt hash.
 */
export function credentialAccount(userId: string, passwordHash: string) {
  return { id: randomUUID(), userId, accountId: userId, providerId: "credential", password: passwordHash };
}

export async function insertCredentialAccount(db: DbOrTx, userId: string, password: string) {
  await db.insert(accounts).values(credentialAccount(userId, await hashPassword(password)));
}

/**
 * A hash of a random password nobody is told: the account exists and can later be claimed through a
 * password reset, but nobody can sign in with it now.
 */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}
