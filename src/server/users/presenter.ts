import type { PublicUser, Role } from "@/shared/contract/users";
import { displayNameFor } from "@/shared/display-name";

export interface PublicUserRow {
  id: string;
  email: string;
  role: Role;
  displayName: string | null;
  name: string | null;
  avatarUrl: string | null;
  createdAt: Date;
  city: string | null;
  xpPoints: number | null;
}

/**
 * Another person's profile (/profile/{userId}): what anyone may see. The e-mail is read only to
 * apply the naming rule of 000 §2 and never leaves the server; city and XP are shown for fans only.
 */
export function presentPublicUser(row: PublicUserRow): PublicUser {
  const isFan = row.role === "fan";
  return {
    id: row.id,
    displayName: displayNameFor(row),
    avatarUrl: row.avatarUrl,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    city: isFan ? row.city : null,
    xpPoints: isFan ? (row.xpPoints ?? 0) : null,
  };
}
