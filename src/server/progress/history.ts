import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { XpHistoryItem } from "@/shared/contract/progress";
import { authorNameFor } from "@/shared/display-name";
import { REMOVED_NOTICE } from "@/shared/moderation";
import { idField } from "@/shared/validation/fields";
import type { Database } from "../db/client";
import {
  badgeScoreMatrix,
  bands,
  blogs,
  events,
  fanActivities,
  postComments,
  posts,
  users,
  venues,
} from "../db/schema";
import type { TimeCursor } from "../lib/pagination";

export type HistoryRow = {
  id: string;
  action: string;
  points: number;
  completedAt: Date;
  sortTime: string;
  subjectKey: string | null;
};
type Subject = NonNullable<XpHistoryItem["subject"]>;

/** The fan's activity log, newest first; `limit + 1` rows so the page knows whether more follow. */
export function listHistory(db: Database, fanId: string, page: { cursor?: TimeCursor; limit: number }) {
  const after = page.cursor
    ? sql`(${fanActivities.completedAt}, ${fanActivities.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: fanActivities.id,
      action: fanActivities.activityType,
      points: fanActivities.xpReward,
      completedAt: fanActivities.completedAt,
      sortTime: sql<string>`${fanActivities.completedAt}::text`,
      subjectKey: fanActivities.subjectKey,
    })
    .from(fanActivities)
    .where(and(eq(fanActivities.fanId, fanId), after))
    .orderBy(desc(fanActivities.completedAt), desc(fanActivities.id))
    .limit(page.limit + 1);
}

const POST_EXCERPT = 60;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > POST_EXCERPT ? `${flat.slice(0, POST_EXCERPT - 1)}…` : flat;
};

/**
 * What each activity was for, from its subject key (`band:{id}`, `event:{id}`, `post:{id}`, …; see
 * docs/architecture.md, XP): one query per kind for the whole page. Keys without a thing to name
 * (the mission, the avatar, a streak, a referral channel) and things since deleted get no subject.
 */
export async function resolveSubjects(db: Database, keys: (string | null)[]): Promise<Map<string, Subject>> {
  const refs = new Map<string, Set<string>>();
  for (const key of keys) {
    const [kind, ref] = key?.split(":", 2) ?? [];
    if (!kind || !ref) continue;
    if (kind === "badge" ? !/^\d{1,9}$/.test(ref) : !idField.safeParse(ref).success) continue;
    refs.set(kind, (refs.get(kind) ?? new Set()).add(ref));
  }
  const ids = (kind: string) => [...(refs.get(kind) ?? [])];
  const found = new Map<string, Subject>();
  const add = (kind: Subject["kind"], ref: string | number, name: string, href: string | null) =>
    found.set(`${kind}:${ref}`, { kind, name, href });

  const lookups: Promise<void>[] = [];
  const lookup = <T>(kind: string, query: (ids: string[]) => Promise<T[]>, each: (row: T) => void) => {
    const wanted = ids(kind);
    if (wanted.length > 0) lookups.push(query(wanted).then((rows) => rows.forEach(each)));
  };
  lookup(
    "band",
    (ids) => db.select({ id: bands.id, name: bands.name }).from(bands).where(inArray(bands.id, ids)),
    (row) => add("band", row.id, row.name, `/bands/${row.id}`),
  );
  lookup(
    "artist",
    (ids) =>
      db
        .select({ id: users.id, role: users.role, name: users.name, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, ids)),
    (row) => add("artist", row.id, authorNameFor(row), `/artists/${row.id}`),
  );
  lookup(
    "event",
    (ids) => db.select({ id: events.id, name: events.name }).from(events).where(inArray(events.id, ids)),
    (row) => add("event", row.id, row.name, `/events/${row.id}`),
  );
  lookup(
    "venue",
    (ids) => db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids)),
    (row) => add("venue", row.id, row.name, `/venues/${row.id}`),
  );
  lookup(
    "blog",
    (ids) => db.select({ id: blogs.id, title: blogs.title }).from(blogs).where(inArray(blogs.id, ids)),
    (row) => add("blog", row.id, row.title, `/blog/${row.id}`),
  );
  lookup(
    "post",
    (ids) =>
      db
        .select({ id: posts.id, content: posts.content, hiddenAt: posts.hiddenAt })
        .from(posts)
        .where(inArray(posts.id, ids)),
    // A post hidden by a moderator is named by the notice, never its words (issue 16 §4).
    (row) => add("post", row.id, row.hiddenAt ? REMOVED_NOTICE : excerpt(row.content), `/post/${row.id}`),
  );
  lookup(
    "comment",
    (ids) =>
      db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          content: postComments.content,
          hiddenAt: postComments.hiddenAt,
        })
        .from(postComments)
        .where(inArray(postComments.id, ids)),
    (row) => add("comment", row.id, row.hiddenAt ? REMOVED_NOTICE : excerpt(row.content), `/post/${row.postId}`),
  );
  lookup(
    "badge",
    (ids) =>
      db
        .select({ id: badgeScoreMatrix.id, name: badgeScoreMatrix.badgeName })
        .from(badgeScoreMatrix)
        .where(inArray(badgeScoreMatrix.id, ids.map(Number))),
    (row) => add("badge", row.id, row.name, null),
  );
  // A referred friend: their public name only (never from the e-mail), linking to their profile.
  lookup(
    "user",
    (ids) =>
      db
        .select({ id: users.id, role: users.role, name: users.name, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, ids)),
    (row) => add("user", row.id, authorNameFor(row), `/profile/${row.id}`),
  );
  await Promise.all(lookups);
  return found;
}
