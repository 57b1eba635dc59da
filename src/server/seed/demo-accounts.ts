/**
 * The demo accounts that the first start seeds. Shown in the start-up banner and the README, so a
 * new developer can sign in at once. Never seeded when SEED_DEMO=false (production).
 */
export const DEMO_ACCOUNTS = [
  { role: "admin", email: "admin@loudtribe.test", password: "tribe-admin-2026", displayName: "Tribe Admin" },
  { role: "fan", email: "fan@loudtribe.test", password: "tribe-fan-2026", displayName: "Riya Screams" },
] as const;
