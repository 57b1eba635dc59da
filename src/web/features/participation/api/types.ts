import type { AwardOutcome } from "@/shared/xp-award";

/**
 * The `xp` field of the answers of routes not yet described in src/shared/contract (RSVP, tickets,
 * calendar, shares); described routes take theirs from the contract (contract/xp-award.ts).
 */
export type XpField = { xp: AwardOutcome | null };
