import type { ReportedItem } from "@/shared/contract/admin/moderation";
import { authorNameFor } from "@/shared/display-name";
import { REPORT_REASONS, type ReportReason, type ReportTargetType } from "@/shared/validation/reports";

export type ItemContext = {
  id: string;
  targetType: ReportTargetType;
  userId: string;
  text: string | null;
  imageUrl: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  authorRole: string;
  authorName: string | null;
  authorDisplayName: string | null;
  where: { kind: "band" | "artist" | "event" | "venue"; id: string; name: string | null };
  href: string;
};

type OpenReport = { reason: ReportReason; details: string | null; createdAt: Date };

const PAGE_SEGMENT = { band: "bands", artist: "artists", event: "events", venue: "venues" } as const;
const KIND_LABEL = { band: "Band", artist: "Artist", event: "Gig", venue: "Venue" } as const;

/** A reported item for the Reports tab: the admin sees everything, hidden words included. */
export function presentReportedItem(
  item: ItemContext,
  reports: OpenReport[],
  suspensions: Map<string, Date | null>,
): ReportedItem {
  const suspended = suspensions.has(item.userId);
  return {
    targetType: item.targetType,
    targetId: item.id,
    text: item.text,
    imageUrl: item.imageUrl,
    createdAt: item.createdAt.toISOString(),
    author: {
      id: item.userId,
      name: authorNameFor({ role: item.authorRole, name: item.authorName, displayName: item.authorDisplayName }),
      suspension: suspended ? { until: suspensions.get(item.userId)?.toISOString() ?? null } : null,
    },
    where: {
      label: `${KIND_LABEL[item.where.kind]}: ${item.where.name ?? "(deleted)"}`,
      href: `/${PAGE_SEGMENT[item.where.kind]}/${item.where.id}`,
    },
    href: item.href,
    hidden: item.hiddenAt !== null,
    openReports: reports.length,
    reasons: REPORT_REASONS.map((reason) => ({
      reason,
      count: reports.filter((r) => r.reason === reason).length,
    })).filter((r) => r.count > 0),
    // The latest ten with their words; the counts above cover them all.
    reports: reports
      .slice(0, 10)
      .map((r) => ({ reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() })),
  };
}
