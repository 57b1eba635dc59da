import { describe, expect, it } from "vitest";
import type { SearchResults } from "@/shared/contract/search";
import { hitsOf } from "./hits";

const act = {
  bio: null,
  followerCount: 0,
  votingAverage: 0,
  isVerified: false,
  featured: 0,
  profileBannerUrl: null,
} as const;

const results: SearchResults = {
  query: "monsoon",
  bands: [
    {
      ...act,
      type: "band",
      id: "b1",
      userId: "owner",
      name: "Monsoon Static",
      avatarUrl: "/media/band-assets/a.webp",
      genres: ["Indie", "Rock"],
      location: "Mumbai, Maharashtra",
    },
  ],
  artists: [
    { ...act, type: "artist", id: "u1", userId: "u1", name: "Meher Sol", avatarUrl: null, genres: [], location: null },
  ],
  venues: [
    {
      id: "v1",
      name: "The Loudbox",
      city: "Mumbai",
      location: "Lower Parel",
      venueType: "Live music bar",
      genre: null,
      rating: null,
      capacity: null,
      imageUrl: null,
    },
  ],
  gigs: [
    {
      id: "e1",
      name: "Monsoon Static Live",
      startTime: "2027-01-31T14:00:00.000Z",
      venueName: null,
      city: "Pune",
      coverImageUrl: null,
    },
  ],
};

describe("hitsOf", () => {
  it("links every kind to its own page: band by id, artist by user id, venue, gig", () => {
    const hits = hitsOf(results);
    expect([hits.bands[0]!.to, hits.artists[0]!.to, hits.venues[0]!.to, hits.gigs[0]!.to]).toEqual([
      "/bands/b1",
      "/artists/u1",
      "/venues/v1",
      "/events/e1",
    ]);
  });

  it("describes each row with type, genre and place, the gig with its IST date and the spec's fallbacks", () => {
    const hits = hitsOf(results);
    expect(hits.bands[0]!.detail).toBe("Band · Indie · Mumbai, Maharashtra");
    expect(hits.artists[0]!.detail).toBe("Artist");
    expect(hits.venues[0]!.detail).toBe("Live music bar · Mumbai, Lower Parel");
    expect(hits.gigs[0]!.detail).toBe("Jan 31, 2027 · Venue TBA, Pune");
    expect(hits.bands[0]!.imageUrl).toBe("/media/band-assets/a.webp");
  });
});
