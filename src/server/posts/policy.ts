import type { SessionUser } from "../auth/guards";

/** 001 §6 and the issue: authors remove their own words; admins remove anyone's. */
export const canDeleteContent = (user: Pick<SessionUser, "id" | "role"> | null, authorId: string): boolean =>
  user !== null && (user.id === authorId || user.role === "admin");

/** XP is for engaging with others: voting on your own post or comment pays nothing. */
export const votePays = (voterId: string, authorId: string) => voterId !== authorId;
