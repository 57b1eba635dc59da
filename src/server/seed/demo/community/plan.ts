import { randomUUID } from "node:crypto";
import { THREAD_CATEGORIES } from "../../../../shared/community-threads";
import type { PostEntityType } from "../../../../shared/validation/community";
import { XP_ACTIONS, type XpActionName } from "../../../../shared/xp-actions";
import type {
  commentVotes,
  eventRsvps,
  fanPhotos,
  fans,
  postComments,
  posts,
  postVotes,
  userCalendarEvents,
} from "../../../db/schema";
import type { Storage } from "../../../storage";
import { createRandom, type Random } from "../../random";
import type { BandRow, UserRow, VenueRow } from "../catalog";
import type { DemoUsersPlan } from "../demo-users";
import type { ArtistActivityRow, BandActivityRow, CrowdPlan } from "../fans";
import type { EventRow } from "../gigs";
import { type ActivityRow, replayXp, spreadOut, type XpLedger, type XpRequest } from "./ledger";
import { drawCommunityMedia, GIF_DESIGNS, PHOTO_DESIGNS, storeFiles } from "./media";
import { MEMBER_COUNT, memberName } from "./members";
import { artistThanks, comment, postWriter, reply, type Words } from "./text";

type Rows<T extends { $inferInsert: unknown }> = T["$inferInsert"][];
type PostRow = typeof posts.$inferInsert & { id: string; createdAt: Date; userId: string };
type CommentRow = typeof postComments.$inferInsert & { id: string; createdAt: Date; userId: string };

export interface CommunityPlan {
  users: UserRow[];
  fans: Rows<typeof fans>;
  bandActivity: BandActivityRow[];
  artistActivity: ArtistActivityRow[];
  rsvps: Rows<typeof eventRsvps>;
  calendar: Rows<typeof userCalendarEvents>;
  posts: PostRow[];
  /** Top-level comments, then replies (whose parents must exist first). */
  comments: CommentRow[];
  replies: CommentRow[];
  postVotes: Rows<typeof postVotes>;
  commentVotes: Rows<typeof commentVotes>;
  fanPhotos: Rows<typeof fanPhotos>;
  ledger: XpLedger;
}

export interface CommunityInput {
  bands: BandRow[];
  artists: { user: UserRow; location: string | null; genre: string | null }[];
  venues: VenueRow[];
  events: EventRow[];
  crowd: CrowdPlan;
  demo: DemoUsersPlan;
}

interface Person {
  id: string;
  name: string;
  city: string;
  joined: Date;
  /** How much this person posts and votes: a few regulars do most of the talking. */
  weight: number;
  /** The IST days (midnight, ms) this person opens the app, ascending: their reactions fall on them. */
  visits: number[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 330 * MINUTE;
// When people are online, in IST: evenings and late nights more than mornings.
const istMidnight = (at: number) => Math.floor((at + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
/**
 * Which bands, artists, venues and gigs have a thread at all is drawn from a stream of its own, as a
 * fixed share of each: the community stream's state here depends on how many days lie between the
 * members' joining and now, so per-page coin flips from it gave a different (sometimes thin) spread
 * of threads on different days and hours.
 */
const THREAD_CHOICE_SEED = 1920;
const withThreads = <T>(chooser: Random, items: readonly T[], share: number) =>
  new Set(chooser.sample(items, Math.round(items.length * share)));
const HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 0, 1];

/** A stored file the seed wrote, so a failed seed can remove it again (files cannot join the transaction). */
export type StoredUrls = string[];

/**
 * The demo community (issue 19 item 1): members beyond the crowd, posts in every category of most
 * band, artist, gig and venue threads, comments and one-level replies, votes, fan photos, GIF posts,
 * more follows, RSVPs and calendar adds, all dated over the past months in IST. Every XP-paying act
 * is then replayed through the engine's rules (ledger.ts), so totals, badges, streaks and levels are
 * what the engine would have paid; counters are left to the caller to sum from these rows.
 * Images are stored through `storage`; their urls are pushed to `stored` as they are written.
 */
export async function planCommunity(
  random: Random,
  now: Date,
  input: CommunityInput,
  storage: Storage,
  stored: StoredUrls,
): Promise<CommunityPlan> {
  const latest = now.getTime() - 2 * HOUR;
  const cities = [...new Set(input.venues.map((venue) => venue.city))];
  const plan: CommunityPlan = {
    users: [],
    fans: [],
    bandActivity: [],
    artistActivity: [],
    rsvps: [],
    calendar: [],
    posts: [],
    comments: [],
    replies: [],
    postVotes: [],
    commentVotes: [],
    fanPhotos: [],
    ledger: { activities: [], badges: [], standings: new Map() },
  };

  // The people: the crowd as it is, and members with names, avatars and very different habits.
  const people: Person[] = input.crowd.users.map((user, i) => {
    const joined =
      input.crowd.bandActivity.find((row) => row.fanId === user.id)?.createdAt ?? new Date(latest - 90 * DAY);
    user.createdAt = joined;
    return { id: user.id, name: user.displayName!, city: input.crowd.fans[i]!.city!, joined, weight: 1, visits: [] };
  });
  const memberNames = Array.from({ length: MEMBER_COUNT }, (_, i) => memberName(i, random));
  const withAvatar = memberNames.map(() => random.chance(0.75));
  const media = await drawCommunityMedia(
    memberNames.filter((_, i) => withAvatar[i]).map((name) => name.replace(/[^a-z]/gi, "")[0]!.toUpperCase()),
  );
  const avatarUrls = await storeFiles(storage, "user-avatars", media.avatars);
  stored.push(...avatarUrls);
  let avatarIndex = 0;
  memberNames.forEach((name, i) => {
    const id = randomUUID();
    const joined = new Date(latest - random.int(20, 170) * DAY - random.int(0, 600) * MINUTE);
    const city = random.chance(0.7) ? cities[i % cities.length]! : random.pick(cities);
    plan.users.push({
      id,
      email: `member${String(i + 1).padStart(2, "0")}@crowd.loudtribe.test`,
      emailVerified: true,
      displayName: name,
      avatarUrl: withAvatar[i] ? avatarUrls[avatarIndex++] : null,
      role: "fan",
      userType: "real",
      createdAt: joined,
    });
    plan.fans.push({ userId: id, xpPoints: 0, onboardingComplete: false, city });
    people.push({ id, name, city, joined, weight: 0.3 + 2.5 * random.next() ** 2, visits: [] });
  });
  // Regulars open the app most days, others now and then.
  for (const person of people) {
    const share = Math.min(0.9, 0.1 + 0.2 * person.weight);
    for (let day = istMidnight(person.joined.getTime()); day < latest; day += DAY) {
      if (random.chance(share)) person.visits.push(day);
    }
  }
  const members = people.slice(input.crowd.users.length);

  type Request = XpRequest & { move?: (to: Date) => void };
  const requests: Request[] = [];
  const ask = (fanId: string, action: XpActionName, at: Date, subjectKey?: string, move?: (to: Date) => void) => {
    const request: Request = { fanId, action, at, subjectKey, move };
    requests.push(request);
    return request;
  };
  // What must come after what (a comment after its post, a reply after its comment, a vote after
  // what it votes on): checked again after acts are moved apart for the 60 s window.
  const follows: { request: Request; after: () => Date }[] = [];

  /** An instant in [from, to], leaning recent, at an hour people are online (IST). */
  const when = (from: number, to: number): number | undefined => {
    if (to <= from) return undefined;
    const base = to - (to - from) * random.next() ** 1.6;
    let at = istMidnight(base) + random.pick(HOURS) * HOUR + random.int(0, 59) * MINUTE + random.int(0, 59) * 1000;
    if (at > to) at -= DAY;
    return at < from ? from + random.int(1, 30) * MINUTE : at;
  };
  const after = (from: number, spreadDays: number) =>
    Math.min(latest, from + 3 * MINUTE + Math.floor(random.next() ** 2.5 * spreadDays * DAY));
  /** `after`, on the first day from then that the person visits (the same day keeps its time). */
  const visitAfter = (person: Person, from: number, spreadDays: number) => {
    const at = after(from, spreadDays);
    const day = istMidnight(at);
    const visit = person.visits.find((visitDay) => visitDay >= day);
    if (visit === undefined || visit === day) return at;
    const onVisit = visit + random.pick(HOURS) * HOUR + random.int(0, 59) * MINUTE;
    return onVisit > from && onVisit < latest ? onVisit : at;
  };
  const pickPerson = (eligible: Person[]): Person | undefined => {
    const total = eligible.reduce((sum, person) => sum + person.weight, 0);
    let roll = random.next() * total;
    for (const person of eligible) {
      roll -= person.weight;
      if (roll < 0) return person;
    }
    return eligible.at(-1);
  };

  // Members follow, scream for and ask bands and artists to come, as the crowd does.
  for (const person of members) {
    const start = person.joined.getTime();
    const local = input.bands.filter((band) => band.location?.startsWith(person.city));
    const picks = random.sample([...local, ...random.sample(input.bands, 4)], Math.round(1 + person.weight * 1.5));
    const seen = new Set<string>();
    for (const band of picks) {
      if (seen.has(band.id)) continue;
      seen.add(band.id);
      const followedAt = new Date(after(start, 40));
      const voted = random.chance(0.55);
      const bring = !band.location?.startsWith(person.city) && random.chance(0.35);
      plan.bandActivity.push({
        fanId: person.id,
        bandId: band.id,
        following: true,
        followedAt,
        fanVote: voted ? random.int(4, 7) : null,
        votedAt: voted ? new Date(after(followedAt.getTime(), 10)) : null,
        bringToMyCity: bring,
        bringCity: bring ? person.city : null,
        bringAt: bring ? new Date(after(followedAt.getTime(), 20)) : null,
        createdAt: followedAt,
      });
    }
    for (const artist of random.sample(input.artists, random.int(0, 3))) {
      const followedAt = new Date(after(start, 40));
      const voted = random.chance(0.4);
      plan.artistActivity.push({
        fanId: person.id,
        artistId: artist.user.id,
        following: true,
        followedAt,
        fanVote: voted ? random.int(4, 7) : null,
        votedAt: voted ? new Date(after(followedAt.getTime(), 10)) : null,
        createdAt: followedAt,
      });
    }
    const local_ = input.events.filter((event) => event.city === person.city);
    const pool = local_.length > 0 ? local_ : input.events;
    for (const event of random.sample(pool, random.int(0, 2 + Math.round(person.weight)))) {
      const at = when(start, Math.min(latest, event.startTime.getTime() - 2 * HOUR));
      if (at === undefined) continue;
      plan.rsvps.push({ eventId: event.id, userId: person.id, createdAt: new Date(at) });
    }
  }

  // The crowd's acts, dated as a person does them: a vote after the follow, RSVPs before the gig.
  const eventById = new Map(input.events.map((event) => [event.id, event]));
  for (const row of input.crowd.bandActivity) {
    if (row.fanVote != null) row.votedAt = new Date(after(row.followedAt!.getTime(), 12));
  }
  for (const row of input.crowd.artistActivity) {
    row.followedAt = new Date(after(row.followedAt!.getTime(), 3));
    if (row.fanVote != null) row.votedAt = new Date(after(row.followedAt.getTime(), 12));
  }
  for (const rsvp of input.crowd.rsvps) {
    const event = eventById.get(rsvp.eventId)!;
    const joined = (rsvp.createdAt as Date).getTime();
    const at = when(joined + HOUR, Math.min(latest, event.startTime.getTime() - 2 * HOUR));
    rsvp.createdAt = new Date(at ?? joined + random.int(5, 300) * MINUTE);
  }
  // Some of those going add the gig to their calendar, minutes after saying they'll go.
  for (const rsvp of [...input.crowd.rsvps, ...plan.rsvps]) {
    if (!random.chance(0.35)) continue;
    plan.calendar.push({
      userId: rsvp.userId,
      eventId: rsvp.eventId,
      calendarProvider: random.pick(["google", "google", "apple", "outlook"] as const),
      createdAt: new Date(Math.min(latest, (rsvp.createdAt as Date).getTime() + random.int(1, 40) * MINUTE)),
    });
  }

  // Threads: most of each kind, every category of the thread, then talk under the posts.
  const followers = new Map<string, Set<string>>();
  for (const row of [...input.crowd.bandActivity, ...plan.bandActivity]) {
    if (!row.following) continue;
    const set = followers.get(row.bandId) ?? new Set();
    set.add(row.fanId);
    followers.set(row.bandId, set);
  }
  const threads: {
    type: PostEntityType;
    id: string;
    words: Words;
    from: number;
    to: number;
    /** Gossip about a gig goes on for a few days after it; buddies and tickets end at the doors. */
    gossipTo?: number;
    bandId?: string;
  }[] = [];
  const early = latest - 150 * DAY;
  const chooser = createRandom(THREAD_CHOICE_SEED);
  const talkedBands = withThreads(chooser, input.bands, 0.85);
  const talkedArtists = withThreads(chooser, input.artists, 0.8);
  const talkedVenues = withThreads(chooser, input.venues, 0.75);
  const talkedEvents = withThreads(chooser, input.events, 0.72);
  for (const band of input.bands) {
    if (!talkedBands.has(band)) continue;
    const city = band.location?.split(",")[0] ?? random.pick(cities);
    const venue = input.venues.find((v) => v.city === city) ?? random.pick(input.venues);
    const words = { name: band.name, city, venue: venue.name, genre: band.primaryGenre ?? "indie" };
    threads.push({ type: "band", id: band.id, words, from: early, to: latest, bandId: band.id });
  }
  for (const artist of input.artists) {
    if (!talkedArtists.has(artist)) continue;
    const city = artist.location?.split(",")[0] ?? random.pick(cities);
    const venue = input.venues.find((v) => v.city === city) ?? random.pick(input.venues);
    const name = artist.user.name ?? artist.user.displayName ?? "this artist";
    threads.push({
      type: "artist",
      id: artist.user.id,
      words: { name, city, venue: venue.name, genre: artist.genre ?? "indie" },
      from: early,
      to: latest,
    });
  }
  for (const venue of input.venues) {
    if (!talkedVenues.has(venue)) continue;
    const words = {
      name: venue.name,
      city: venue.city,
      venue: venue.name,
      genre: random.pick(["indie", "jazz", "metal", "folk", "electronic"]),
    };
    threads.push({ type: "venue", id: venue.id, words, from: early, to: latest });
  }
  for (const event of input.events) {
    if (!talkedEvents.has(event)) continue;
    const start = event.startTime.getTime();
    const words = {
      name: event.name,
      city: event.city ?? "",
      venue: event.venueName ?? "the venue",
      genre: event.genre ?? "indie",
    };
    threads.push({
      type: "event",
      id: event.id,
      words,
      from: start - 40 * DAY,
      to: Math.min(latest, start - 2 * HOUR),
      gossipTo: Math.min(latest, start + 3 * DAY),
    });
  }

  const artistAnswers: { post: PostRow; row: CommentRow }[] = [];
  let gifsLeft = 9;
  const gifPosts: PostRow[] = [];
  for (const thread of threads) {
    const fans = thread.bandId ? followers.get(thread.bandId) : undefined;
    for (const category of THREAD_CATEGORIES[thread.type]) {
      const write = postWriter(thread.type, category, random);
      const count = random.int(1, thread.type === "band" ? 3 : 2);
      for (let n = 0; n < count; n++) {
        const at = when(thread.from, category === "gossip" ? (thread.gossipTo ?? thread.to) : thread.to);
        if (at === undefined) continue;
        const eligible = people.filter((person) => person.joined.getTime() + HOUR < at);
        const fansHere = fans ? eligible.filter((person) => fans.has(person.id)) : [];
        const author = pickPerson(fansHere.length > 0 && random.chance(0.6) ? fansHere : eligible);
        if (!author) continue;
        const post: PostRow = {
          id: randomUUID(),
          userId: author.id,
          entityType: thread.type,
          entityId: thread.id,
          content: write(thread.words),
          postCategory: category,
          upvotes: 0,
          downvotes: 0,
          commentsCount: 0,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        };
        plan.posts.push(post);
        ask(author.id, XP_ACTIONS.postInCommunity, post.createdAt, undefined, (to) => {
          post.createdAt = to;
          post.updatedAt = to;
        });
        if (gifsLeft > 0 && random.chance(0.03)) {
          gifsLeft--;
          gifPosts.push(post);
        }
        talkUnder(post, eligible);
        // Artists read their own page and now and then answer (artists earn no XP: nothing to pay).
        if (thread.type === "artist" && random.chance(0.3)) {
          artistAnswers.push({
            post,
            row: {
              id: randomUUID(),
              postId: post.id,
              userId: thread.id,
              content: artistThanks(random, thread.words.city),
              upvotes: 0,
              downvotes: 0,
              createdAt: new Date(after(at, 2)),
            },
          });
          post.commentsCount!++;
        }
      }
    }
  }

  /** A vote on a post or comment: its row, its counter, and the XP it pays the voter (not the author). */
  function castVote(
    target: { upvotes?: number; downvotes?: number; createdAt: Date },
    voter: Person,
    upShare: number,
    subjectKey: string,
    write: (voteType: "upvote" | "downvote", at: Date) => { createdAt?: Date | null },
  ) {
    const up = random.chance(upShare);
    const vote = write(up ? "upvote" : "downvote", new Date(visitAfter(voter, target.createdAt.getTime(), 4)));
    if (up) target.upvotes!++;
    else target.downvotes!++;
    const action = up ? XP_ACTIONS.upvotePost : XP_ACTIONS.downvotePost;
    const request = ask(voter.id, action, vote.createdAt!, subjectKey, (to) => {
      vote.createdAt = to;
    });
    follows.push({ request, after: () => target.createdAt });
  }

  function talkUnder(post: PostRow, eligible: Person[]) {
    const others = eligible.filter((person) => person.id !== post.userId);
    const postAt = post.createdAt.getTime();
    // Votes: most are up; a few down.
    for (const voter of random.sample(others, random.int(0, Math.min(others.length, random.chance(0.2) ? 18 : 8)))) {
      castVote(post, voter, 0.86, `post:${post.id}`, (voteType, createdAt) => {
        const vote = { postId: post.id, userId: voter.id, voteType, createdAt };
        plan.postVotes.push(vote);
        return vote;
      });
    }
    const top: CommentRow[] = [];
    for (let c = random.int(0, random.chance(0.3) ? 5 : 2); c > 0; c--) {
      const by = pickPerson(others);
      if (!by) break;
      const at = new Date(visitAfter(by, postAt, 3));
      const row: CommentRow = {
        id: randomUUID(),
        postId: post.id,
        userId: by.id,
        content: comment(random),
        upvotes: 0,
        downvotes: 0,
        createdAt: at,
      };
      top.push(row);
      plan.comments.push(row);
      post.commentsCount!++;
      const request = ask(by.id, XP_ACTIONS.commentOnPosts, at, undefined, (to) => {
        row.createdAt = to;
      });
      follows.push({ request, after: () => post.createdAt });
    }
    for (const parent of top) {
      for (const voter of random.sample(
        others.filter((p) => p.id !== parent.userId),
        random.int(0, 3),
      )) {
        castVote(parent, voter, 0.9, `comment:${parent.id}`, (voteType, createdAt) => {
          const vote = { commentId: parent.id, userId: voter.id, voteType, createdAt };
          plan.commentVotes.push(vote);
          return vote;
        });
      }
      if (!random.chance(0.35)) continue;
      // One level of replies: the post's author or someone else answers the comment.
      const answerer = random.chance(0.5) ? people.find((p) => p.id === post.userId) : pickPerson(others);
      if (!answerer || answerer.id === parent.userId) continue;
      const at = new Date(visitAfter(answerer, parent.createdAt.getTime(), 1));
      const row: CommentRow = {
        id: randomUUID(),
        postId: post.id,
        userId: answerer.id,
        parentId: parent.id,
        replyToUserId: parent.userId,
        content: reply(random),
        upvotes: 0,
        downvotes: 0,
        createdAt: at,
      };
      plan.replies.push(row);
      post.commentsCount!++;
      const request = ask(answerer.id, XP_ACTIONS.commentOnPosts, at, undefined, (to) => {
        row.createdAt = to;
      });
      follows.push({ request, after: () => parent.createdAt });
    }
  }

  // Fan Pics: photos from the crowd on many band and artist pages, each its own stored file.
  const photoRows: { row: typeof fanPhotos.$inferInsert & { createdAt: Date }; design: number }[] = [];
  const addPhotos = (target: { bandId?: string; artistId?: string }, n: number) => {
    for (let k = 0; k < n; k++) {
      const at = when(early, latest)!;
      const by = pickPerson(people.filter((person) => person.joined.getTime() + HOUR < at));
      if (!by) continue;
      const design = random.int(0, PHOTO_DESIGNS - 1);
      const row = {
        id: randomUUID(),
        userId: by.id,
        ...target,
        imageUrl: "",
        width: 0,
        height: 0,
        createdAt: new Date(at),
      };
      photoRows.push({ row, design });
      ask(by.id, XP_ACTIONS.uploadFanPhotos, row.createdAt, undefined, (to) => {
        row.createdAt = to;
      });
    }
  };
  for (const band of input.bands) if (random.chance(0.55)) addPhotos({ bandId: band.id }, random.int(1, 4));
  for (const artist of input.artists) if (random.chance(0.4)) addPhotos({ artistId: artist.user.id }, random.int(1, 3));

  const photoUrls = await storeFiles(
    storage,
    "fan-photos",
    photoRows.map((photo) => media.photos[photo.design]!.image),
  );
  stored.push(...photoUrls);
  photoRows.forEach((photo, i) => {
    const drawn = media.photos[photo.design]!;
    plan.fanPhotos.push({ ...photo.row, imageUrl: photoUrls[i]!, width: drawn.width, height: drawn.height });
  });
  const gifUrls = await storeFiles(
    storage,
    "fan-photos",
    gifPosts.map((_, i) => media.gifs[i % GIF_DESIGNS]!),
  );
  stored.push(...gifUrls);
  gifPosts.forEach((post, i) => {
    post.gifUrl = gifUrls[i]!;
  });

  // The XP each of these acts pays, in the order they happened, by the engine's rules.
  for (const person of people) ask(person.id, XP_ACTIONS.emailRegistration, person.joined, "account");
  for (const row of [...input.crowd.bandActivity, ...plan.bandActivity]) {
    const subject = `band:${row.bandId}`;
    if (row.following) ask(row.fanId, XP_ACTIONS.follow, row.followedAt!, subject, (to) => (row.followedAt = to));
    if (row.fanVote != null) ask(row.fanId, XP_ACTIONS.screamVote, row.votedAt!, subject, (to) => (row.votedAt = to));
    if (row.bringToMyCity) ask(row.fanId, XP_ACTIONS.bringToMyCity, row.bringAt!, subject, (to) => (row.bringAt = to));
  }
  for (const row of [...input.crowd.artistActivity, ...plan.artistActivity]) {
    const subject = `artist:${row.artistId}`;
    if (row.following) ask(row.fanId, XP_ACTIONS.follow, row.followedAt!, subject, (to) => (row.followedAt = to));
    if (row.fanVote != null) ask(row.fanId, XP_ACTIONS.screamVote, row.votedAt!, subject, (to) => (row.votedAt = to));
  }
  for (const rsvp of [...input.crowd.rsvps, ...plan.rsvps]) {
    ask(
      rsvp.userId,
      XP_ACTIONS.rsvpEvent,
      rsvp.createdAt as Date,
      `event:${rsvp.eventId}`,
      (to) => (rsvp.createdAt = to),
    );
  }
  for (const add of plan.calendar) {
    ask(
      add.userId,
      XP_ACTIONS.addEventToCalendar,
      add.createdAt as Date,
      `event:${add.eventId}`,
      (to) => (add.createdAt = to),
    );
  }
  // The demo fan's own short history (demo-users.ts) goes through the same rules; its badge
  // unlocks are the engine's to pay, so they are derived here rather than taken as written.
  for (const activity of input.demo.activities) {
    if (activity.activityType === XP_ACTIONS.unlockBadge || activity.activityType === XP_ACTIONS.maintainStreak)
      continue;
    ask(activity.fanId, activity.activityType as XpActionName, activity.completedAt!, activity.subjectKey ?? undefined);
  }
  const moveTo = (request: Request, to: Date) => {
    request.at = to;
    request.move?.(to);
  };
  // Moving only ever goes later, so this settles in a few rounds.
  for (let round = 0; round < 20; round++) {
    spreadOut(
      requests,
      (request) => `${request.fanId} ${request.action}`,
      (request) => request.at,
      moveTo,
    );
    let moved = false;
    for (const { request, after: earliest } of follows) {
      const floor = earliest().getTime() + MINUTE;
      if (request.at.getTime() >= floor) continue;
      moveTo(request, new Date(floor + random.int(1, 90) * MINUTE));
      moved = true;
    }
    if (!moved) break;
  }
  for (const { post, row } of artistAnswers) {
    const floor = post.createdAt.getTime() + MINUTE;
    if (row.createdAt.getTime() < floor)
      row.createdAt = new Date(Math.min(latest, floor + random.int(5, 120) * MINUTE));
    plan.comments.push(row);
  }
  plan.ledger = replayXp(requests);
  return plan;
}

/** A fans row with the standing the replayed log explains (total, streak). */
export function withStanding<T extends { userId: string }>(fan: T, ledger: XpLedger): T {
  const standing = ledger.standings.get(fan.userId);
  return standing ? { ...fan, ...standing } : { ...fan, xpPoints: 0 };
}

export type { ActivityRow };
