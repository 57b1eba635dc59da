import { dictionary } from "@zxcvbn-ts/language-common";
import { PRODUCT_NAME } from "@/shared/product";
import { DEMO_ACCOUNTS } from "../seed/demo-accounts";

// ~49k most common passwords, maintained by the zxcvbn-ts project.
const COMMON = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const GUESSABLE_PASSWORD_MESSAGE = `This password is too easy to guess: don't use ${PRODUCT_NAME}, a demo password or the name in your e-mail address.`;

/** "LoudTribe2026!" and "loud.tribe" are both the product's name: case, symbols and a number tacked on don't count. */
const core = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/\d+$/, "");

const DEMO_PASSWORDS = new Set(DEMO_ACCOUNTS.map((account) => account.password.toLowerCase()));

/**
 * Passwords an attacker tries first against this site in particular (issue 16): its own name, the
 * demo accounts' passwords printed in the README, and the account's e-mail name. The spec's 6-character
 * minimum (000 §5) stays; these are refused on top of it.
 */
export function isGuessablePassword(password: string, email?: string): boolean {
  const bare = core(password);
  if (bare === core(PRODUCT_NAME) || DEMO_PASSWORDS.has(password.toLowerCase())) return true;
  const mailbox = email ? core(email.split("@")[0] ?? "") : "";
  return mailbox.length >= 3 && bare === mailbox;
}
