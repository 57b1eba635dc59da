import { randomUUID } from "node:crypto";
import { displayNameFor } from "../../../shared/display-name";
import type { bandsTemp, gigSubmissions, pageClaims, venueSubmissions } from "../../db/schema";
import type { DemoArtwork } from "../artwork";
import { BANDS } from "../content/bands";
import { BAND_SUBMISSIONS, GIG_SUBMISSION, VENUE_SUBMISSION } from "../content/submissions";
import { addHours, istTime } from "../ist";
import { type Random, slugify } from "../random";
import { type BandRow, fakePhone, personName, type UserRow, type VenueRow } from "./catalog";

export interface SubmissionsPlan {
  bands: (typeof bandsTemp.$inferInsert)[];
  gigs: (typeof gigSubmissions.$inferInsert)[];
  venues: (typeof venueSubmissions.$inferInsert)[];
  claims: (typeof pageClaims.$inferInsert)[];
}

/**
 * The review queue of a fresh start: band, gig and venue suggestions from the demo crowd, all
 * pending, each sent by a fan of the city it is about when there is one.
 */
export function planSubmissions(
  random: Random,
  now: Date,
  input: { crowd: { user: UserRow; city: string }[]; venues: VenueRow[]; bands: BandRow[]; art: DemoArtwork },
): SubmissionsPlan {
  const fanFrom = (city: string) => {
    const local = input.crowd.filter((fan) => fan.city === city);
    return random.pick(local.length > 0 ? local : input.crowd).user;
  };
  const submittedAt = (hoursAgo: number) => addHours(now, -hoursAgo - random.next());

  const bands = BAND_SUBMISSIONS.map((seed, i) => {
    const fan = fanFrom(seed.city);
    const manager = personName(random);
    const art = BANDS.length + i;
    return {
      id: randomUUID(),
      name: seed.name,
      bio: seed.bio,
      location: `${seed.city}, ${seed.state}`,
      primaryGenre: seed.primary,
      secondaryGenre: seed.secondary,
      manager,
      managerEmail: `${slugify(manager)}@${slugify(seed.name)}.example.com`,
      managerPhone: fakePhone(700 + i),
      keyMembers: [manager, personName(random)].join(", "),
      avatarUrl: input.art.bandAvatars[art],
      profileBannerUrl: input.art.bandBanners[art % input.art.bandBanners.length],
      submitterId: fan.id,
      submitterName: displayNameFor(fan),
      submitterEmail: fan.email,
      status: "pending" as const,
      submittedAt: submittedAt(seed.hoursAgo),
    };
  });

  const gig = GIG_SUBMISSION;
  // At a venue already listed, so approving the suggestion links the gig to it.
  const venue = random.pick(input.venues.filter((v) => v.city === gig.city));
  const startTime = istTime(now, gig.inDays, ...gig.at);
  const gigs = [
    {
      name: gig.name,
      description: gig.description,
      venueName: venue.name,
      city: venue.city,
      category: gig.category,
      genre: gig.genre,
      ticketPrice: gig.ticketPrice,
      ticketUrl: `https://example.com/tickets/${slugify(gig.name)}`,
      startTime,
      endTime: addHours(startTime, gig.hours),
      contactPhone: fakePhone(750),
      submitterId: fanFrom(gig.city).id,
      status: "pending" as const,
      submittedAt: submittedAt(gig.hoursAgo),
    },
  ];

  const { hoursAgo, ...place } = VENUE_SUBMISSION;
  const slug = slugify(place.name);
  const venues = [
    {
      ...place,
      website: `https://example.com/venues/${slug}`,
      instagram: `https://example.com/instagram/${slug}`,
      phone: fakePhone(760),
      submitterId: fanFrom(place.city).id,
      status: "pending" as const,
      submittedAt: submittedAt(hoursAgo),
    },
  ];
  // 'Claim this page' (issue 12): a fan of the band's city says they manage it; drawn last, so the
  // picks above stay as they were.
  const claimed = input.bands[input.bands.length >> 1]!;
  const claimant = fanFrom(claimed.location?.split(",")[0] ?? "");
  const claims = [
    {
      pageType: "band" as const,
      pageId: claimed.id,
      name: claimed.name,
      role: "Manager",
      contactPhone: fakePhone(770),
      instagram: `https://example.com/instagram/${slugify(claimed.name)}`,
      website: `https://example.com/bands/${slugify(claimed.name)}`,
      message: `I book ${claimed.name}'s shows and run their socials. Happy to verify over a call.`,
      submitterId: claimant.id,
      status: "pending" as const,
      submittedAt: submittedAt(5),
    },
  ];
  return { bands, gigs, venues, claims };
}
