import { randomUUID } from "node:crypto";
import type { eventRsvps, fanArtistActivity, fanBandActivity, fans } from "../../db/schema";
import { FAN_ADJECTIVES, FAN_NOUNS } from "../content/people";
import type { Random } from "../random";
import type { BandRow, UserRow, VenueRow } from "./catalog";
import type { EventRow } from "./gigs";

export type BandActivityRow = typeof fanBandActivity.$inferInsert;
export type ArtistActivityRow = typeof fanArtistActivity.$inferInsert;

const CROWD_SIZE = 30;

export interface CrowdPlan {
  users: UserRow[];
  fans: (typeof fans.$inferInsert)[];
  bandActivity: BandActivityRow[];
  artistActivity: ArtistActivityRow[];
  rsvps: (typeof eventRsvps.$inferInsert)[];
}

/** Weighted sampling without replacement: featured and verified acts draw bigger crowds. */
function weightedSample<T>(items: readonly T[], weight: (item: T) => number, n: number, random: Random): T[] {
  return items
    .map((item) => ({ item, key: random.next() ** (1 / weight(item)) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, n)
    .map((entry) => entry.item);
}

/** A vote from 1 to 7, leaning high: people vote for acts they like. */
const vote = (random: Random, boost: number) => Math.min(7, random.int(3, 6) + (random.chance(boost) ? 1 : 0));

/**
 * A crowd of fan accounts whose follows, votes and RSVPs are real rows, so every counter on a band,
 * artist or gig is exactly what those rows add up to.
 */
export function planCrowd(
  random: Random,
  now: Date,
  input: { bands: BandRow[]; artistIds: string[]; venues: VenueRow[]; events: EventRow[] },
): CrowdPlan {
  const plan: CrowdPlan = { users: [], fans: [], bandActivity: [], artistActivity: [], rsvps: [] };
  const cities = [...new Set(input.venues.map((venue) => venue.city))];
  const upcoming = input.events.filter((event) => event.startTime > now);
  const past = input.events.filter((event) => event.startTime <= now);

  for (let i = 0; i < CROWD_SIZE; i++) {
    const id = randomUUID();
    const city = cities[i % cities.length]!;
    const displayName = `${FAN_ADJECTIVES[i % FAN_ADJECTIVES.length]} ${random.pick(FAN_NOUNS)} ${random.int(10, 999)}`;
    plan.users.push({
      id,
      email: `fan${String(i + 1).padStart(2, "0")}@crowd.loudtribe.test`,
      emailVerified: true,
      displayName,
      role: "fan",
      userType: "real",
    });
    plan.fans.push({ userId: id, xpPoints: 0, onboardingComplete: false, city });
    // Joined before the first demo gig, so every RSVP and vote comes after the account existed.
    const joined = new Date(now.getTime() - random.int(55, 150) * 86_400_000);

    const followed = weightedSample(
      input.bands,
      (band) => (band.featured ? 6 : band.isVerified ? 2 : 1) * (band.location?.startsWith(city) ? 2 : 1),
      random.int(3, 8),
      random,
    );
    followed.forEach((band, n) => {
      const voted = random.chance(0.6);
      const away = !band.location?.startsWith(city);
      const bring = away && random.chance(0.3);
      plan.bandActivity.push({
        fanId: id,
        bandId: band.id,
        following: true,
        bringToMyCity: bring,
        bringCity: bring ? city : null,
        fanVote: voted ? vote(random, band.featured ? 0.6 : 0.2) : null,
        votedAt: voted ? joined : null,
        // Follows and city requests spread over the weeks after joining (the managers' 90-day chart);
        // computed, not drawn, so the random sequence (and every other demo row) stays as it was.
        followedAt: after(joined, (i * 7 + n * 13) % 55),
        bringAt: bring ? after(joined, (i * 11 + n * 5) % 55) : null,
        createdAt: joined,
      });
    });
    for (const artistId of random.sample(input.artistIds, random.int(1, 4))) {
      const voted = random.chance(0.5);
      plan.artistActivity.push({
        fanId: id,
        artistId,
        following: true,
        fanVote: voted ? vote(random, 0.3) : null,
        votedAt: voted ? joined : null,
        followedAt: after(joined, (i * 3) % 55),
        createdAt: joined,
      });
    }
    const nearby = (events: EventRow[]) => {
      const local = events.filter((event) => event.city === city);
      return local.length > 0 ? local : events;
    };
    const going = [
      ...random.sample(nearby(upcoming), random.int(0, 3)),
      ...random.sample(nearby(past), random.int(0, 2)),
    ];
    for (const event of going) plan.rsvps.push({ eventId: event.id, userId: id, createdAt: joined });
  }
  return plan;
}

interface Counters {
  fanFollowingCount: number;
  fanVoteCount: number;
  fanVoteSum: number;
  fanVotingAverage: number;
}

/** Band/artist counters as the sum of activity rows, so the numbers shown always match the data. */
const after = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);

export function countersFrom(rows: readonly { key: string; following?: boolean; fanVote?: number | null }[]) {
  const counters = new Map<string, Counters>();
  for (const row of rows) {
    const c = counters.get(row.key) ?? { fanFollowingCount: 0, fanVoteCount: 0, fanVoteSum: 0, fanVotingAverage: 0 };
    if (row.following) c.fanFollowingCount++;
    if (row.fanVote != null) {
      c.fanVoteCount++;
      c.fanVoteSum += row.fanVote;
      c.fanVotingAverage = c.fanVoteSum / c.fanVoteCount;
    }
    counters.set(row.key, c);
  }
  return counters;
}
