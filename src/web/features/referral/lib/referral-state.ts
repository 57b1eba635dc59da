/**
 * What the referral registration remembers on this device, per referral code (000 §3): the three
 * band picks (`_bands`), the alter ego (`_name`) and, after sign-up, the completed record
 * (`_completed`), so a reload resumes at the same step and a finished sign-up stays finished.
 */
import { REFERRAL_BAND_COUNT } from "@/shared/validation/referral";

export interface CompletedReferral {
  /** The referrer's id, from the link. */
  userId: string;
  referralCode: string;
  selectedBands: string[];
  selectedName: string;
  selectedCity: string;
  email: string;
  completedAt: string;
}

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const key = (code: string, part: "bands" | "name" | "completed") => `referral_${code}_${part}`;

/** Private browsing or a full quota can make storage throw; the flow then just forgets on reload. */
function browserStore(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(store: KeyValueStore | null, name: string): unknown {
  try {
    const raw = store?.getItem(name);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, name: string, value: unknown) {
  try {
    if (value === null) store?.removeItem(name);
    else store?.setItem(name, JSON.stringify(value));
  } catch {
    // see browserStore
  }
}

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** The picks so far (0 to 3 distinct ids); anything else stored there counts as none. */
export function readBands(code: string, store = browserStore()): string[] {
  const value = read(store, key(code, "bands"));
  if (!Array.isArray(value) || !value.every(isText)) return [];
  const ids = [...new Set(value)];
  return ids.length <= REFERRAL_BAND_COUNT ? ids : [];
}

export const writeBands = (code: string, ids: string[], store = browserStore()) =>
  write(store, key(code, "bands"), ids.length ? ids : null);

/** Exactly three picks: registration2 and registration3 need them. */
export const hasAllBands = (ids: string[]) => ids.length === REFERRAL_BAND_COUNT;

export function readName(code: string, store = browserStore()): string | null {
  const value = read(store, key(code, "name"));
  return isText(value) ? value : null;
}

export const writeName = (code: string, name: string | null, store = browserStore()) =>
  write(store, key(code, "name"), name);

export function readCompleted(code: string, store = browserStore()): CompletedReferral | null {
  const value = read(store, key(code, "completed")) as Partial<CompletedReferral> | null;
  return value && isText(value.email) && isText(value.completedAt) ? (value as CompletedReferral) : null;
}

export const writeCompleted = (code: string, record: CompletedReferral, store = browserStore()) =>
  write(store, key(code, "completed"), record);

/** The step a visitor may be on, from what is stored: the earliest one still missing its data. */
export function resumeStep(code: string, store = browserStore()): 1 | 2 | 3 {
  if (readCompleted(code, store)) return 3;
  if (!hasAllBands(readBands(code, store))) return 1;
  return readName(code, store) ? 3 : 2;
}
