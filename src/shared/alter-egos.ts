/**
 * Tribe alter egos (000 §2 step 2, §9): one of 23 adjectives + one of 23 nouns + a number 0–999,
 * three at a time. The spec gives the counts, not the words; these are ours, in the scene's tone.
 */
export const ALTER_EGO_ADJECTIVES = [
  "Cosmic",
  "Electric",
  "Wild",
  "Midnight",
  "Golden",
  "Sonic",
  "Neon",
  "Mystic",
  "Funky",
  "Rowdy",
  "Velvet",
  "Thunder",
  "Groovy",
  "Lunar",
  "Fearless",
  "Dusty",
  "Raging",
  "Mellow",
  "Savage",
  "Psychedelic",
  "Loud",
  "Crimson",
  "Blazing",
] as const;

export const ALTER_EGO_NOUNS = [
  "Rocker",
  "Drummer",
  "Bassist",
  "Shredder",
  "Raga",
  "Tabla",
  "Sitar",
  "Headbanger",
  "Nomad",
  "Crooner",
  "Riff",
  "Groove",
  "Echo",
  "Amp",
  "Mosher",
  "Dhol",
  "Rebel",
  "Tiger",
  "Cobra",
  "Monsoon",
  "Vinyl",
  "Anthem",
  "Roadie",
] as const;

export const ALTER_EGO_COUNT = 3;
export const ALTER_EGO_NUMBER_MAX = 999;

/** The fallback's words (000 §7: 'a word plus a random number below 1000'). */
export const FALLBACK_WORDS = ["TribeFan", "IndieFan", "LoudFan"] as const;

export type AlterEgos = [string, string, string];

/** A random whole number from 0 to `below - 1`; the server passes node:crypto's randomInt. */
export type RandomInt = (below: number) => number;

const pick = <T>(list: readonly T[], random: RandomInt): T => list[random(list.length)]!;

const number = (random: RandomInt) => random(ALTER_EGO_NUMBER_MAX + 1);

/** 'CosmicDrummer427': adjective, noun and number, no spaces, so it reads as a handle. */
export function alterEgo(random: RandomInt): string {
  return `${pick(ALTER_EGO_ADJECTIVES, random)}${pick(ALTER_EGO_NOUNS, random)}${number(random)}`;
}

/**
 * Three different names (a repeat is drawn again: 529,000 combinations make it rare). A source
 * that keeps repeating itself is broken: that throws, and the caller falls back.
 */
export function generateAlterEgos(random: RandomInt): AlterEgos {
  const names = new Set<string>();
  for (let draws = 0; names.size < ALTER_EGO_COUNT; draws++) {
    if (draws >= 20) throw new Error("alter egos: the random source keeps repeating itself");
    names.add(alterEgo(random));
  }
  return [...names] as AlterEgos;
}

/** 000 §7's fallback when generation fails: three names of a word plus a number below 1000. */
export function fallbackAlterEgos(random: RandomInt): AlterEgos {
  return FALLBACK_WORDS.map((word) => `${word}${number(random)}`) as AlterEgos;
}

/** Does `name` have the generator's shape? (Tests, and the server's check of a chosen name.) */
export function isGeneratedAlterEgo(name: string): boolean {
  const match = /^([A-Z][a-z]+)([A-Z][a-z]+)(\d{1,3})$/.exec(name);
  if (!match) return false;
  const [, first, second, digits] = match;
  if (String(Number(digits)) !== digits) return false;
  const words = first! + second!;
  return (
    ((ALTER_EGO_ADJECTIVES as readonly string[]).includes(first!) &&
      (ALTER_EGO_NOUNS as readonly string[]).includes(second!)) ||
    (FALLBACK_WORDS as readonly string[]).includes(words)
  );
}

/** Math.random-free randomness for the browser's fallback (crypto.getRandomValues). */
export const browserRandomInt: RandomInt = (below) => {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! % below;
};
