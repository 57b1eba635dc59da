import { dictionary } from "@zxcvbn-ts/language-common";

// ~49k most common passwords, maintained by the zxcvbn-ts project.
const COMMON = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
