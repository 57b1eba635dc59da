/** What every /api/admin route shares: one group in the document, and 401/403 before anything else (000 §6). */
export const tags: ["Admin"] = ["Admin"];
export const adminErrors = [401, 403] as const;
