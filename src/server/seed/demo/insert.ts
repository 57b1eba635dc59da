import type { PgTable } from "drizzle-orm/pg-core";
import { istDayKey } from "../../../shared/datetime";
import type { Transaction } from "../../db/client";
import {
  accounts,
  artists,
  badgeScoreMatrix,
  bandMembers,
  bands,
  bandsTemp,
  blogs,
  commentVotes,
  eventLineup,
  eventRsvps,
  events,
  fanActivities,
  fanArtistActivity,
  fanBandActivity,
  fanDailyXp,
  fanPhotos,
  fans,
  gigSubmissions,
  pageClaims,
  postComments,
  posts,
  postVotes,
  userBadges,
  userCalendarEvents,
  users,
  venueSubmissions,
  venues,
} from "../../db/schema";
import { credentialAccount } from "../accounts";
import type { UserRow } from "./catalog";
import type { CommunityPlan } from "./community/plan";
import type { DemoUsersPlan } from "./demo-users";

type Rows<T extends PgTable> = T["$inferInsert"][];

export interface DemoContent {
  users: UserRow[];
  passwordHashes: Map<string, string>;
  artists: Rows<typeof artists>;
  fans: Rows<typeof fans>;
  bands: Rows<typeof bands>;
  bandMembers: Rows<typeof bandMembers>;
  venues: Rows<typeof venues>;
  events: Rows<typeof events>;
  eventLineup: Rows<typeof eventLineup>;
  fanBandActivity: Rows<typeof fanBandActivity>;
  fanArtistActivity: Rows<typeof fanArtistActivity>;
  rsvps: Rows<typeof eventRsvps>;
  calendar: Rows<typeof userCalendarEvents>;
  activities: Rows<typeof fanActivities>;
  badges: DemoUsersPlan["badges"];
  blogs: Rows<typeof blogs>;
  bandSubmissions: Rows<typeof bandsTemp>;
  gigSubmissions: Rows<typeof gigSubmissions>;
  venueSubmissions: Rows<typeof venueSubmissions>;
  pageClaims: Rows<typeof pageClaims>;
  community: CommunityPlan;
}

// Well under PostgreSQL's 65,535 bind parameters for the widest table.
const CHUNK = 400;

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: T["$inferInsert"][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
  return rows.length;
}

/** Inserts parents before children so every foreign key already has its row; returns rows per table. */
export async function insertDemoContent(tx: Transaction, content: DemoContent): Promise<Record<string, number>> {
  const badgeIds = new Map(
    (await tx.select({ id: badgeScoreMatrix.id, name: badgeScoreMatrix.badgeName }).from(badgeScoreMatrix)).map(
      (row) => [row.name, row.id],
    ),
  );
  // The XP engine pays 'Unlock a badge' once per badge, keyed "badge:{id}"; the seed keys it the same way.
  const badgeOfActivity = new Map(content.badges.map((badge) => [badge.activityId, badgeIds.get(badge.badgeName)!]));
  const activities = content.activities.map((activity) => {
    const badgeId = activity.id ? badgeOfActivity.get(activity.id) : undefined;
    return badgeId === undefined ? activity : { ...activity, subjectKey: `badge:${badgeId}` };
  });
  const accountRows = content.users.map((user) => credentialAccount(user.id, content.passwordHashes.get(user.id)!));
  const badgeRows = content.badges.map((badge) => ({
    userId: badge.userId,
    badgeId: badgeIds.get(badge.badgeName)!,
    awardedAt: badge.awardedAt,
  }));

  return {
    users: await insertAll(tx, users, content.users),
    accounts: await insertAll(tx, accounts, accountRows),
    artists: await insertAll(tx, artists, content.artists),
    fans: await insertAll(tx, fans, content.fans),
    bands: await insertAll(tx, bands, content.bands),
    bandMembers: await insertAll(tx, bandMembers, content.bandMembers),
    venues: await insertAll(tx, venues, content.venues),
    events: await insertAll(tx, events, content.events),
    eventLineup: await insertAll(tx, eventLineup, content.eventLineup),
    fanBandActivity: await insertAll(tx, fanBandActivity, content.fanBandActivity),
    fanArtistActivity: await insertAll(tx, fanArtistActivity, content.fanArtistActivity),
    eventRsvps: await insertAll(tx, eventRsvps, content.rsvps),
    calendarEvents: await insertAll(tx, userCalendarEvents, content.calendar),
    fanActivities: await insertAll(tx, fanActivities, activities),
    fanDailyXp: await insertAll(tx, fanDailyXp, dailyXp(activities)),
    userBadges: await insertAll(tx, userBadges, badgeRows),
    blogs: await insertAll(tx, blogs, content.blogs),
    bandSubmissions: await insertAll(tx, bandsTemp, content.bandSubmissions),
    gigSubmissions: await insertAll(tx, gigSubmissions, content.gigSubmissions),
    venueSubmissions: await insertAll(tx, venueSubmissions, content.venueSubmissions),
    pageClaims: await insertAll(tx, pageClaims, content.pageClaims),
    posts: await insertAll(tx, posts, content.community.posts),
    postVotes: await insertAll(tx, postVotes, content.community.postVotes),
    comments: await insertAll(tx, postComments, content.community.comments),
    replies: await insertAll(tx, postComments, content.community.replies),
    commentVotes: await insertAll(tx, commentVotes, content.community.commentVotes),
    fanPhotos: await insertAll(tx, fanPhotos, content.community.fanPhotos),
  };
}

/**
 * The engine keeps `fan_daily_xp` equal to the activity log summed by IST day (xp/pay.ts); the
 * demo's history is written straight into the log, so its days are summed here the same way.
 */
function dailyXp(activities: DemoContent["activities"]) {
  const byDay = new Map<string, { fanId: string; day: string; xp: number }>();
  for (const activity of activities) {
    const day = istDayKey(activity.completedAt ?? new Date());
    const key = `${activity.fanId} ${day}`;
    const row = byDay.get(key) ?? { fanId: activity.fanId, day, xp: 0 };
    row.xp += activity.xpReward;
    byDay.set(key, row);
  }
  return [...byDay.values()];
}
