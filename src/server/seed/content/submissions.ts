import type { Genre } from "../../../shared/genres";

/**
 * Suggestions from the demo crowd that wait for an admin on /admin/band-approvals, so the review
 * queue has something in it on a fresh start. Invented; any likeness to a real act or place is unintended.
 */
export interface BandSubmissionSeed {
  name: string;
  city: string;
  state: string;
  primary: Genre;
  secondary: Genre;
  bio: string;
  hoursAgo: number;
}

export const BAND_SUBMISSIONS: readonly BandSubmissionSeed[] = [
  {
    name: "Tin Roof Radio",
    city: "Kochi",
    state: "Kerala",
    primary: "Folk",
    secondary: "Indie",
    hoursAgo: 50,
    bio: "Tin Roof Radio rebuild the Malayalam folk songs our grandmothers sang with a loop pedal, a borrowed chenda and a lot of reverb. We have played college fests across Kerala and want our first club gigs in Bengaluru.",
  },
  // The name of a live band (content/bands.ts): the admin sees the 'Possible duplicate' note.
  {
    name: "Bandra Basement Club",
    city: "Mumbai",
    state: "Maharashtra",
    primary: "Punk",
    secondary: "Rock",
    hoursAgo: 20,
    bio: "Car-park punk from Bandra with a new drummer and a new manager. Sending this so fans can find the current line-up and our Sunday basement sets.",
  },
];

export const GIG_SUBMISSION = {
  name: "Sundowner Sessions",
  city: "Pune",
  category: "Showcase",
  genre: "Indie",
  ticketPrice: "₹350",
  description:
    "Three young Pune bands and an acoustic opener, starting early so everyone makes the last bus home. I run the sign-up sheet; the venue has said yes.",
  /** IST, this many days after the seed date. */
  inDays: 17,
  at: [18, 30] as [number, number],
  hours: 4,
  hoursAgo: 70,
};

export const VENUE_SUBMISSION = {
  name: "The Chai Shed",
  city: "Shillong",
  location: "Laitumkhrah, Meghalaya",
  venueType: "Cafe",
  genre: "Folk",
  capacity: "80",
  description:
    "A tin-roofed tea room that pushes its tables back on Friday nights for acoustic sets. A small stage, one good speaker and the best ginger chai in Laitumkhrah.",
  hoursAgo: 120,
};
