import type { SessionUser } from "../auth/guards";

/** 001 §6 and the issue: authors remove their own words; admins remove anyone's. */
export const canDeleteContent = (user: Pick<SessionUser, "id" | "role"> | null, authorId: string): boolean =>
  user !== null && (user.id === authorId || user.role === "admin");

/** XP is for engaging with others: voting on your own post or comment pays nothing. */
export const votePays = (voterId: string, authorId: string) => voterId !== authorId;

/** A hidden post, comment or photo is still shown, marked removed, to its author and to admins (issue 16 §4). */
export const canSeeHidden = (user: Pick<SessionUser, "id" | "role"> | null, authorId: string): boolean =>
  user !== null && (user.id === authorId || user.role === "admin");

/** The words a viewer may read of a post or comment: none of a hidden one unless canSeeHidden. */
export function visibleText<T extends { content: string; gifUrl: string | null }>(
  row: T & { userId: string; hiddenAt: Date | null },
  viewer: Pick<SessionUser, "id" | "role"> | null,
): { content: string; gifUrl: string | null; removed: boolean } {
  const removed = row.hiddenAt !== null;
  if (removed && !canSeeHidden(viewer, row.userId)) return { content: "", gifUrl: null, removed };
  return { content: row.content, gifUrl: row.gifUrl, removed };
}
