import { randomUUID } from "node:crypto";
import type { eventLineup, events } from "../../db/schema";
import type { DemoArtwork } from "../artwork";
import { addHours, istTime } from "../ist";
import { type Random, slugify } from "../random";
import type { BandRow, UserRow, VenueRow } from "./catalog";

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
const FESTIVALS = ["Monsoon Amp Fest", "Decibel Weekender", "Indie Mela", "Loud Tribe Live", "Riverside Sound Camp"];
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

function gigDescription(category: Category, names: string[], venue: VenueRow) {
  const lineup = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]!;
  switch (category.label) {
    case "Festival":
      return `A day-long festival at ${venue.name} with ${lineup}. Food stalls, merch and music until late.`;
    case "Open Mic":
      return `Sign-ups open at 6:30 PM. Hosted by ${lineup}, with ten-minute slots for anyone brave enough.`;
    case "Album Launch":
      return `${lineup} play their new record front to back, followed by the hits. Limited vinyl at the merch desk.`;
    case "Club Night":
      return `${lineup} take over ${venue.name} for a long night of dancing. Doors at 9 PM.`;
    default:
      return `${lineup} live at ${venue.name}, ${venue.city}. Doors open an hour before the show.`;
  }
}

function eventName(category: Category, headliner: string, venue: VenueRow, i: number) {
  switch (category.label) {
    case "Festival":
      return `${FESTIVALS[i % FESTIVALS.length]} ${venue.city}`;
    case "Showcase":
      return `${venue.name} Indie Showcase`;
    case "Open Mic":
      return `Open Mic Night at ${venue.name}`;
    case "Album Launch":
      return `${headliner}: '${ALBUMS[i % ALBUMS.length]}' Launch`;
    case "Club Night":
      return `${headliner} All Night`;
    default:
      return `${headliner} Live`;
  }
}

const cityOfLocation = (location: string | null | undefined) => location?.split(",")[0]?.trim() ?? "";

export function planGigs(
  random: Random,
  now: Date,
  input: { bands: BandRow[]; artists: { user: UserRow; location: string }[]; venues: VenueRow[]; art: DemoArtwork },
): GigPlan {
  const plan: GigPlan = { events: [], eventLineup: [] };
  const gigCount = new Map<string, number>();
  const artistActs = input.artists.map((a) => ({
    id: a.user.id,
    name: a.user.name!,
    city: cityOfLocation(a.location),
  }));

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
    const artists = pickActs(artistActs, (a) => a.city, venue.city, random.int(...category.artists), gigCount, random);
    const names = [...bands.map((b) => b.name), ...artists.map((a) => a.name)];
    const id = randomUUID();
    const price = random.pick(category.prices);
    const ticketUrl = price.startsWith("Free") ? null : `https://example.com/tickets/${slugify(names[0]!)}-${i + 1}`;

    plan.events.push({
      id,
      name: eventName(category, names[0]!, venue, i),
      description: gigDescription(category, names, venue),
      venueId: venue.id,
      venue: venue.name,
      venueName: venue.name,
      city: venue.city,
      category: category.label,
      genre: bands[0]?.primaryGenre ?? venue.genre,
      ticketPrice: price,
      externalTicketUrl: ticketUrl,
      ticketUrl,
      startTime,
      endTime: addHours(startTime, category.hours),
      isFeatured: dayOffset >= 0 && i % 6 === 0,
      isVerified: i % 5 !== 4,
      coverImageUrl: input.art.eventCovers.get(category.label),
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
