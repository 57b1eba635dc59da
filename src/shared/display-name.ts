/**
 * How a person is named on screen (000 §2): the header avatar, profile drawer, post authors and the
 * home welcome banner all use these, so a fan never appears under two names.
 */
import { PRODUCT_NAME } from "./product";

export type NameSource = {
  role?: string | null;
  displayName?: string | null;
  name?: string | null;
  email?: string | null;
};

export const MEMBER_FALLBACK_NAME = `${PRODUCT_NAME} Member`;
export const WELCOME_FALLBACK_NAME = "Tribe Member";
export const INITIALS_FALLBACK = "U";
/** 001 §3: a post's or comment's user_name defaults to 'Anonymous' (fan photos follow it). */
export const AUTHOR_FALLBACK_NAME = "Anonymous";

function nonBlank(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function emailLocalPart(email: string | null | undefined): string | null {
  const trimmed = nonBlank(email);
  if (!trimmed) return null;
  const at = trimmed.indexOf("@");
  return nonBlank(at === -1 ? trimmed : trimmed.slice(0, at));
}

/** The name the person chose: a fan's display_name, else the account name (000 §2). */
function chosenName(user: NameSource): string | null {
  return (user.role === "fan" ? nonBlank(user.displayName) : null) ?? nonBlank(user.name);
}

/** Fan → display_name; otherwise name; otherwise 'Priya' from priya@…; otherwise 'LoudTribe Member'. */
export function displayNameFor(user: NameSource): string {
  const chosen = chosenName(user);
  if (chosen) return chosen;
  const local = emailLocalPart(user.email);
  if (local) return local.charAt(0).toUpperCase() + local.slice(1);
  return MEMBER_FALLBACK_NAME;
}

/** A post's, comment's or fan photo's author as shown in public: the chosen name, else 'Anonymous', never the e-mail. */
export function authorNameFor(user: NameSource): string {
  return chosenName(user) ?? AUTHOR_FALLBACK_NAME;
}

const WORD_START = /[\p{L}\p{N}]/u;

/** First letter or digit of each of the first two words; words split on anything else ('j.doe' → JD). */
function initialsOf(text: string): string {
  const words = text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  return words
    .map((word) => WORD_START.exec(word)?.[0] ?? "")
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** Up to two letters for the avatar circle: from the chosen name, else the e-mail, else 'U'. */
export function initialsFor(user: NameSource): string {
  for (const source of [chosenName(user), emailLocalPart(user.email)]) {
    const initials = source ? initialsOf(source) : "";
    if (initials) return initials;
  }
  return INITIALS_FALLBACK;
}

/** 'Hey, {name}' on the home banner: the e-mail's local part as typed, or 'Tribe Member' (000 §2). */
export function welcomeName(email: string | null | undefined): string {
  return emailLocalPart(email) ?? WELCOME_FALLBACK_NAME;
}
