import { randomUUID } from "node:crypto";
import { formatIst } from "../../../shared/datetime";
import type { eventLineup, events } from "../../db/schema";
import { ARTISTS } from "../content/artists";
import { addHours, istTime } from "../ist";
import { type Random, slugify } from "../random";
import type { BandRow, UserRow, VenueRow } from "./catalog";
import type { DemoContent } from "./insert";

export type EventRow = typeof events.$inferInsert & { id: string; name: string; startTime: Date };

interface Category {
  label: string;
  /** IST start time. */
  at: [number, number];
  hours: number;
  bands: [number, number];
  artists: [number, number];
  prices: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  { label: "Gig", at: [19, 30], hours: 3, bands: [1, 2], artists: [1, 1], prices: ["₹499", "₹399", "₹599"] },
  { label: "Showcase", at: [19, 0], hours: 4, bands: [2, 2], artists: [1, 2], prices: ["₹299", "₹350"] },
  {
    label: "Festival",
    at: [16, 0],
    hours: 7,
    bands: [2, 3],
    artists: [1, 1],
    prices: ["₹1,499", "₹1,200 onwards", "₹999"],
  },
  { label: "Open Mic", at: [19, 0], hours: 3, bands: [0, 1], artists: [2, 3], prices: ["Free entry", "₹200 cover"] },
  { label: "Album Launch", at: [20, 0], hours: 3, bands: [1, 1], artists: [1, 1], prices: ["₹800 onwards", "₹699"] },
  {
    label: "Club Night",
    at: [21, 30],
    hours: 4,
    bands: [0, 1],
    artists: [1, 2],
    prices: ["₹499", "₹799 with a drink"],
  },
];

const WEIGHTS = [6, 3, 1, 2, 2, 2]; // gigs are the common case, festivals rare

// Names in the shape real listings use: a series, a tour, a "presents", a release show.
const FESTIVALS = ["Monsoon Amp Fest", "Decibel Weekender", "Indie Mela", "Riverside Sound Camp", "Hilltop Hum"];
const TOURS = ["Paper Boats", "Rain Check", "Long Way Home", "Night Bus", "Salt Water", "Slow Burn"];
const SERIES = [
  "Basement Sessions",
  "Backroom Sessions",
  "Fresh Pressings",
  "Loud & Local",
  "First Listen",
  "Homegrown",
];
const OPEN_MICS = ["Songwriters' Circle", "Open Stage", "The Open Verse", "Mic Drop", "Unplugged & Unafraid"];
const CLUB_SERIES = ["Bass Theory", "Night Bloom", "Warehouse Hours", "Afterglow", "Deep Cuts"];
const ALBUMS = ["Local Trains", "Paper Boats", "Night Shift", "Salt & Static", "Chai at 3 AM", "Second Floor Walk-up"];

const GIG_COUNT = 66;
/** Gigs run from this many days before the seed date to about 80 days after it. */
const FIRST_DAY = -48;

export interface GigPlan {
  events: EventRow[];
  /** 1–4 acts per gig (issue 12 item 5): its bands first, the first of them headlining, then its artists. */
  eventLineup: (typeof eventLineup.$inferInsert)[];
}

function weightedCategory(random: Random): Category {
  let roll = random.next() * WEIGHTS.reduce((a, b) => a + b, 0);
  for (let i = 0; i < CATEGORIES.length; i++) {
    roll -= WEIGHTS[i]!;
    if (roll < 0) return CATEGORIES[i]!;
  }
  return CATEGORIES[0]!;
}

/** Picks `n` acts, mostly local, always favouring those with the fewest gigs so every act gets some. */
function pickActs<T extends { id: string }>(
  all: readonly T[],
  cityOf: (act: T) => string,
  city: string,
  n: number,
  gigCount: Map<string, number>,
  random: Random,
): T[] {
  const local = all.filter((act) => cityOf(act) === city);
  const pool = local.length >= n && !random.chance(0.35) ? local : all;
  const picked = random
    .shuffle(pool)
    .sort((a, b) => (gigCount.get(a.id) ?? 0) - (gigCount.get(b.id) ?? 0))
    .slice(0, n);
  for (const act of picked) gigCount.set(act.id, (gigCount.get(act.id) ?? 0) + 1);
  return picked;
}

/** "A", "A and B", "A, B and C". */
export const listOf = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/** The gig's blurb: names every act of its line-up, headliner first, and no other act. */
function gigDescription(category: Category, names: string[], venue: VenueRow, variant: number) {
  const [head, ...support] = names as [string, ...string[]];
  const all = listOf(names);
  const supported = support.length ? ` Support from ${listOf(support)}.` : "";
  switch (category.label) {
    case "Festival":
      return [
        `A day-long festival at ${venue.name} with ${all}. Food stalls, merch and music until late.`,
        `Headlined by ${head}, with ${listOf(support)} earlier in the day: a full day on the ${venue.name} lawns. Gates at 3 PM; bring a mat.`,
      ][support.length ? variant % 2 : 0]!;
    case "Open Mic":
      return [
        `Sign-ups open at 6:30 PM. Hosted by ${all}, with ten-minute slots for anyone brave enough.`,
        `Bring a song, a poem or a half-finished idea. ${all} ${names.length > 1 ? "host" : "hosts"} and play a short set to open the night.`,
      ][variant % 2]!;
    case "Album Launch":
      return [
        `The new record by ${head}, played front to back, then the favourites. Limited vinyl at the merch desk.${supported}`,
        `Release night for ${head}: the new album live for the first time, with a few guests on stage.${supported}`,
      ][variant % 2]!;
    case "Club Night":
      return [
        `${all} on the decks and the stage at ${venue.name} for a long night of dancing. Doors at 9 PM.`,
        `Lights down, bass up: ${all} on the decks and the stage till closing.`,
      ][variant % 2]!;
    case "Showcase":
      return `Four-song sets, new material and a room full of people who came to listen: ${all} at ${venue.name}.`;
    default:
      return [
        `${all} live at ${venue.name}, ${venue.city}. Doors open an hour before the show.`,
        `Headlining ${venue.name}: ${head}.${supported} Doors at 7 PM, first act at 8.`,
        `An evening with ${all}. Limited tickets at the door.`,
      ][variant % 3]!;
  }
}

/** Candidate names for a gig, most specific first; the first one not already taken is used. */
function eventNames(category: Category, names: string[], venue: VenueRow, start: Date, i: number): string[] {
  const [head, second] = names as [string, string | undefined];
  const weekday = formatIst(start, "EEEE");
  const year = formatIst(start, "yyyy");
  switch (category.label) {
    case "Festival":
      return [
        `${FESTIVALS[i % FESTIVALS.length]} ${year}`,
        `${FESTIVALS[i % FESTIVALS.length]}: ${venue.city} Edition`,
      ];
    case "Showcase":
      return [`${SERIES[i % SERIES.length]} ft. ${head}`, `${SERIES[(i + 1) % SERIES.length]}: ${head} & Friends`];
    case "Open Mic":
      return [`${OPEN_MICS[i % OPEN_MICS.length]} ${weekday}s`, `${weekday} Open Mic at ${venue.name}`];
    case "Album Launch":
      return [
        `${head}: '${ALBUMS[i % ALBUMS.length]}' Release Show`,
        `'${ALBUMS[(i + 1) % ALBUMS.length]}' Launch Night`,
      ];
    case "Club Night":
      return [
        `${CLUB_SERIES[i % CLUB_SERIES.length]} w/ ${head}`,
        `${CLUB_SERIES[(i + 2) % CLUB_SERIES.length]}: ${head}`,
      ];
    default: {
      const options = [
        ...(second ? [`${head} + ${second}`] : []),
        `${venue.name} presents ${head}`,
        `${head}: ${TOURS[i % TOURS.length]} Tour`,
        head,
      ];
      // Rotated by the gig's number so the shapes alternate; the last is always free.
      return [...options.map((_, k) => options[(k + i) % options.length]!), `${head} Live in ${venue.city}`];
    }
  }
}

const cityOfLocation = (location: string | null | undefined) => location?.split(",")[0]?.trim() ?? "";

export function planGigs(
  random: Random,
  now: Date,
  input: { bands: BandRow[]; artists: { user: UserRow; location: string }[]; venues: VenueRow[] },
): GigPlan {
  const plan: GigPlan = { events: [], eventLineup: [] };
  const gigCount = new Map<string, number>();
  const artistActs = input.artists.map((a) => {
    const seed = ARTISTS.find((artist) => artist.name === a.user.name);
    return {
      id: a.user.id,
      name: a.user.name!,
      city: cityOfLocation(a.location),
      genre: seed?.primary ?? null,
      band: seed?.memberOf?.band,
    };
  });
  const taken = new Set<string>();

  for (let i = 0; i < GIG_COUNT; i++) {
    const venue = input.venues[(i * 7) % input.venues.length]!;
    const category = weightedCategory(random);
    const dayOffset = FIRST_DAY + Math.round((i * 130) / GIG_COUNT);
    const startTime = istTime(now, dayOffset, category.at[0], category.at[1]);
    const bands = pickActs(
      input.bands,
      (b) => cityOfLocation(b.location),
      venue.city,
      random.int(...category.bands),
      gigCount,
      random,
    );
    // A solo set by someone whose band is on the same bill would read as a double booking.
    const playing = new Set(bands.map((band) => band.name));
    const artists = pickActs(
      artistActs.filter((artist) => !artist.band || !playing.has(artist.band)),
      (a) => a.city,
      venue.city,
      random.int(...category.artists),
      gigCount,
      random,
    );
    const names = [...bands.map((b) => b.name), ...artists.map((a) => a.name)];
    const id = randomUUID();
    const price = random.pick(category.prices);
    const ticketUrl = price.startsWith("Free") ? null : `https://example.com/tickets/${slugify(names[0]!)}-${i + 1}`;

    const name = eventNames(category, names, venue, startTime, i).find((candidate) => !taken.has(candidate))!;
    taken.add(name);

    plan.events.push({
      id,
      name,
      description: gigDescription(category, names, venue, i),
      venueId: venue.id,
      venue: venue.name,
      venueName: venue.name,
      city: venue.city,
      category: category.label,
      genre: bands[0]?.primaryGenre ?? artists[0]?.genre ?? venue.genre,
      ticketPrice: price,
      externalTicketUrl: ticketUrl,
      ticketUrl,
      startTime,
      endTime: addHours(startTime, category.hours),
      isFeatured: dayOffset >= 0 && i % 6 === 0,
      isVerified: i % 5 !== 4,
    });
    const acts = [
      ...bands.map((band) => ({ kind: "band" as const, bandId: band.id })),
      ...artists.map((artist) => ({ kind: "artist" as const, artistId: artist.id })),
    ];
    acts.forEach((act, position) => {
      plan.eventLineup.push({ eventId: id, ...act, position, headliner: position === 0 && acts.length > 1 });
    });
  }
  return plan;
}

/** Each planned gig with the names of its line-up in order, for its poster (artwork/drawGigPosters). */
export function posterGigs(content: Pick<DemoContent, "events" | "eventLineup" | "bands" | "users">) {
  const names = new Map<string, string>([
    ...content.bands.map((band) => [band.id!, band.name] as [string, string]),
    ...content.users.map((user) => [user.id, user.name ?? ""] as [string, string]),
  ]);
  return content.events.map((event) => ({
    event: event as EventRow,
    acts: content.eventLineup
      .filter((act) => act.eventId === event.id)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((act) => names.get((act.bandId ?? act.artistId)!) ?? ""),
  }));
}
