import { randomUUID } from "node:crypto";
import { pointsFor, XP_ACTIONS, type XpActionKey } from "../../../shared/xp-actions";
import type { eventRsvps, fanActivities, fans, userCalendarEvents } from "../../db/schema";
import { BADGE_MATRIX } from "../content/badges";
import { DEMO_ACCOUNTS } from "../demo-accounts";
import { addDays } from "../ist";
import type { BandRow, UserRow } from "./catalog";
import type { BandActivityRow } from "./fans";
import type { EventRow } from "./gigs";

export interface DemoUsersPlan {
  users: UserRow[];
  /** Plain passwords by user id; hashed by the caller. */
  passwords: Map<string, string>;
  fans: (typeof fans.$inferInsert)[];
  activities: (typeof fanActivities.$inferInsert)[];
  bandActivity: BandActivityRow[];
  rsvps: (typeof eventRsvps.$inferInsert)[];
  calendar: (typeof userCalendarEvents.$inferInsert)[];
  /** activityId: the 'Unlock a badge' activity, whose subject key names the badge as the XP engine does. */
  badges: { userId: string; badgeName: string; awardedAt: Date; activityId: string }[];
}

const FAN_CITY = "Mumbai";

/**
 * The admin and the fan of DEMO_ACCOUNTS. The fan has a short, believable history: signed up, read
 * the mission, followed three featured bands, screamed for two (unlocking First Scream) and RSVPed
 * to a gig, adding it to a calendar. Their XP is exactly the sum of those activity rows.
 * Accounts whose e-mail is already taken are left out (someone signed up with it before the seed).
 */
export function planDemoUsers(
  now: Date,
  input: { bands: BandRow[]; events: EventRow[]; takenEmails: ReadonlySet<string> },
): DemoUsersPlan {
  const plan: DemoUsersPlan = {
    users: [],
    passwords: new Map(),
    fans: [],
    activities: [],
    bandActivity: [],
    rsvps: [],
    calendar: [],
    badges: [],
  };
  for (const account of DEMO_ACCOUNTS) {
    if (input.takenEmails.has(account.email)) continue;
    const id = randomUUID();
    plan.users.push({
      id,
      email: account.email,
      emailVerified: true,
      name: account.displayName,
      displayName: account.displayName,
      role: account.role,
      userType: "real",
    });
    plan.passwords.set(id, account.password);
    if (account.role === "fan") addFanHistory(plan, id, now, input);
  }
  return plan;
}

function addFanHistory(plan: DemoUsersPlan, fanId: string, now: Date, input: { bands: BandRow[]; events: EventRow[] }) {
  const at = (daysAgo: number) => addDays(now, -daysAgo);
  // Subject keys as the engine writes them (docs/architecture.md, XP): paid once per subject, and
  // the XP history names the band or gig.
  const record = (action: XpActionKey, daysAgo: number, subjectKey?: string) => {
    const id = randomUUID();
    plan.activities.push({
      id,
      fanId,
      activityType: XP_ACTIONS[action],
      xpReward: pointsFor(action),
      subjectKey,
      completedAt: at(daysAgo),
    });
    return id;
  };

  record("emailRegistration", 14, "account");
  record("readMission", 13, "mission");
  const featured = input.bands.filter((band) => band.featured).sort((a, b) => a.featured! - b.featured!);
  const votes = [7, 6];
  featured.slice(0, 3).forEach((band, i) => {
    record("follow", 12 - i, `band:${band.id}`);
    const vote = votes[i];
    if (vote !== undefined) record("screamVote", 9 - i, `band:${band.id}`);
    plan.bandActivity.push({
      fanId,
      bandId: band.id,
      following: true,
      fanVote: vote ?? null,
      votedAt: vote !== undefined ? at(9 - i) : null,
      createdAt: at(12 - i),
    });
  });
  // The first vote reaches First Scream's threshold of one.
  const firstScream = BADGE_MATRIX.find((badge) => badge.badgeName === "First Scream")!;
  const unlock = record("unlockBadge", 9);
  plan.badges.push({ userId: fanId, badgeName: firstScream.badgeName, awardedAt: at(9), activityId: unlock });

  const gig = input.events
    .filter((event) => event.startTime > now && event.city === FAN_CITY)
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())[0];
  if (gig) {
    record("rsvpEvent", 5, `event:${gig.id}`);
    record("addEventToCalendar", 5, `event:${gig.id}`);
    plan.rsvps.push({ eventId: gig.id, userId: fanId, createdAt: at(5) });
    plan.calendar.push({ userId: fanId, eventId: gig.id, calendarProvider: "google", createdAt: at(5) });
  }
  const xpPoints = plan.activities
    .filter((activity) => activity.fanId === fanId)
    .reduce((sum, activity) => sum + activity.xpReward, 0);
  plan.fans.push({ userId: fanId, xpPoints, onboardingComplete: true, city: FAN_CITY });
}
