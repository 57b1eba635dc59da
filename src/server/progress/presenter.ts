import type { BadgeProgress, MyGig, XpHistoryItem } from "@/shared/contract/progress";
import type { BadgeProgressRow } from "./badges";
import type { HistoryRow } from "./history";

const iso = (value: Date | string) => new Date(value).toISOString();

export const presentBadgeProgress = (row: BadgeProgressRow): BadgeProgress => ({
  badgeId: Number(row.badge_id),
  badgeName: row.badge_name,
  badgeUrl: row.badge_url,
  description: row.description,
  action: row.action,
  timesRequired: Number(row.times_required),
  count: Number(row.count),
  awardedAt: row.awarded_at === null ? null : iso(row.awarded_at),
});

export const presentMyGig = (row: Omit<MyGig, "startTime"> & { startTime: Date | null }): MyGig => ({
  eventId: row.eventId,
  name: row.name,
  startTime: row.startTime === null ? null : iso(row.startTime),
  venue: row.venue,
  city: row.city,
  calendarProvider: row.calendarProvider,
});

export const presentHistoryItem = (
  row: HistoryRow,
  subjects: Map<string, XpHistoryItem["subject"]>,
): XpHistoryItem => ({
  id: row.id,
  action: row.action,
  points: row.points,
  at: iso(row.completedAt),
  subject: (row.subjectKey && subjects.get(row.subjectKey)) || null,
});
