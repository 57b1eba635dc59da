/** The About page's words (000 §1: the About copy) and the founding team. */

/** The toast of a fan's first visit (000 §2 About, §8). */
export const WELCOME_TITLE = "Welcome to the Tribe!";

export const MISSION =
  "We're building the largest community of indie musicians in India: connecting artists with fans and venues, and building a parallel music economy that rewards originality.";

export const WHY_IT_MATTERS = [
  {
    title: "Original music deserves a living",
    text: "Independent artists write the songs that move the scene, yet most of them earn more from covers and day jobs than from their own work. Fans who show up, vote and share change that.",
  },
  {
    title: "Fans decide who gets heard",
    text: "Every scream, follow and 'Bring them to my city' vote is a signal promoters and venues can see. Your taste, counted, puts bands on stages in your city.",
  },
  {
    title: "Venues need full rooms",
    text: "Great small venues close when rooms stay empty. A tribe that knows what's on, RSVPs and brings friends keeps the lights on for the next gig.",
  },
] as const;

export interface Founder {
  name: string;
  role: string;
  city: string;
  bio: string;
}

export const FOUNDERS: readonly Founder[] = [
  {
    name: "Aditi Rao",
    role: "Co-founder & CEO",
    city: "Bengaluru",
    bio: "Managed indie acts for eight years and booked hundreds of club nights before deciding fans should have a say in who plays next.",
  },
  {
    name: "Kabir Malhotra",
    role: "Co-founder & CTO",
    city: "New Delhi",
    bio: "Built ticketing tools for festivals by day and played bass in a post-rock band by night. Makes sure LoudTribe is fast on any phone.",
  },
  {
    name: "Meera Iyer",
    role: "Co-founder, Community",
    city: "Chennai",
    bio: "Ran open-mic nights across Chennai and Mumbai for a decade. Looks after the tribe, the threads and the people in them.",
  },
  {
    name: "Rohan D'Souza",
    role: "Co-founder, Artist Relations",
    city: "Goa",
    bio: "A live sound engineer who has mixed for more than 200 bands. Works with artists to get them onto LoudTribe and onto more stages.",
  },
];
