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
  /** The fan's 'Show my city and XP on my profile' switch; null without a fans row. */
  showCityAndXp: boolean | null;
}

/**
 * Another person's profile (/profile/{userId}): what anyone may see. The e-mail is read only to
 * apply the naming rule of 000 §2 and never leaves the server; city and XP are shown for fans only,
 * and only while the fan's 'Show my city and XP on my profile' switch is on — to everyone but the
 * fan themself (`viewerId`), who always sees their own.
 */
export function presentPublicUser(row: PublicUserRow, viewerId: string | null): PublicUser {
  const showsStanding = row.role === "fan" && (row.showCityAndXp !== false || viewerId === row.id);
  return {
    id: row.id,
    displayName: displayNameFor(row),
    avatarUrl: row.avatarUrl,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    city: showsStanding ? row.city : null,
    xpPoints: showsStanding ? (row.xpPoints ?? 0) : null,
  };
}
