import type { PostCategory, PostEntityType } from "../../../../shared/validation/community";
import type { Random } from "../../random";

/**
 * The demo community's words: short, varied chatter of India's indie scene in English and Hinglish,
 * all our own. A post is an opener for its thread and category, sometimes with a tail; comments and
 * replies come from their own pools. Placeholders: {name} (the band, artist, gig or venue), {city},
 * {venue}, {genre}, {day}.
 */
const OPENERS: Record<PostEntityType, Partial<Record<PostCategory, readonly string[]>>> = {
  band: {
    general: [
      "{name} on repeat since morning, no regrets",
      "Caught {name} at {venue} last month and I'm still not over it",
      "Anyone else think {name} sound even better live than on the record?",
      "{name} + {city} rain = perfect evening",
      "Been following {name} since their first EP, so proud of how far they've come",
      "Just showed {name} to my flatmate and now he won't stop humming the hook",
      "{name} ka new single toh next level hai yaar",
      "Finally a {genre} band from {city} that doesn't sound like everyone else",
      "Playlist for the office commute: 70% {name}, 30% chai",
      "The bass tone on the new {name} track, someone explain how",
      "Saw {name} soundcheck from outside the venue, goosebumps already",
      "Who else is here because of that one viral reel of {name}?",
      "Bhai {name} ko {city} mein ek aur show karna chahiye",
      "{name} deserve way more listeners, share them with one friend today",
    ],
    "fan-art": [
      "Drew {name} during my lunch break, be kind",
      "Made a poster for {name}'s next {city} show, thoughts?",
      "Tried a linocut of the {name} logo. The ink was everywhere",
      "Painted the crowd from the {name} gig at {venue} from memory",
      "Sketchbook page from the {name} set, quick lines only",
      "Fan-made setlist card for {name}, printing a few for the next gig",
      "Embroidered the {name} logo on my denim jacket, took 3 weekends",
      "Doodled the drummer mid-fill, the hair was the hardest part",
    ],
    discussion: [
      "Which {name} song would you play for someone new to {genre}?",
      "Debut EP or the new stuff: which era of {name} is your favourite?",
      "Should {name} do an acoustic set next? I think the songs would hold up",
      "Is it just me or is the {city} scene having a moment right now?",
      "Lyrics question: what do you think the second verse of their last single is about?",
      "Rank the {name} closers, I'll start: the slow one, always",
      "Do you prefer {name} at small clubs or at festivals?",
      "Vinyl or streaming for {name}? Would you buy a pressing?",
      "How did you first hear of {name}? Mine was a friend's Insta story",
      "Kaunsa gaana {name} ko har show mein bajana chahiye?",
    ],
    gossip: [
      "Heard {name} are recording at a studio in {city} this month, new album?",
      "Little bird says {name} are opening for a big act this winter",
      "Spotted the {name} guitarist at a chai tapri near {venue} 👀",
      "Rumour: {name} might tour the northeast next season",
      "Someone said {name} have a collab with a {genre} producer coming. Can anyone confirm?",
      "Merch drop soon? Their story had tees in the background",
      "Apparently {name} wrote the new single in one night in a hostel room",
      "Sunne mein aaya hai {name} ka next gig {city} mein hai, sach?",
    ],
  },
  artist: {
    general: [
      "{name}'s voice at sunset should be illegal",
      "Put {name} on at a house party and everyone asked who it was",
      "{name} live at {venue} was the best ₹500 I've spent this year",
      "Listening to {name} while stuck in {city} traffic, it helps",
      "{name} ka naya gaana sun ke din ban gaya",
      "The way {name} talks to the crowd between songs, pure warmth",
      "Three years of {name} on my Wrapped. No shame",
      "Someone give {name} a proper {city} headline slot please",
    ],
    "fan-art": [
      "Portrait of {name} in watercolour, my first try at faces",
      "Made a zine about {name}'s lyrics, 12 pages, photocopied",
      "Digital painting of {name} on stage at {venue}",
      "Tote bag with a {name} line on it, hand-lettered",
      "Pencil sketch from the front row, {name} mid-song",
    ],
    discussion: [
      "What is {name}'s most underrated song? Go",
      "Does {name} write better in English or in Hindi? I can't decide",
      "{name} solo vs with a full band, which do you prefer?",
      "Which {genre} artists would you put on a playlist next to {name}?",
      "Anyone know what guitar {name} plays live?",
      "If {name} did a covers set, what should be on it?",
    ],
  },
  venue: {
    "gig-talk": [
      "Best gig I've seen at {name}? Hard to pick, the sound here is great",
      "{name} on a {day} night is the move",
      "Which shows are you catching at {name} this month?",
      "The crowd at {name} is always so chill, love it",
      "Saw three openers at {name} last week, all bangers",
      "{name} needs more {genre} nights, who agrees?",
      "Sound guy at {name} deserves a raise honestly",
    ],
    tickets: [
      "Do gigs at {name} usually sell out or can I buy at the door?",
      "Tip: the early bird tickets for {name} shows go within a day",
      "Is there a cover charge at {name} on weekdays?",
      "Door tickets at {name} were cash only last time, carry some",
      "Student discount at {name}? Asking for my broke self",
    ],
    location: [
      "Getting to {name}: metro then a 10 min walk, easy",
      "Parking near {name} is a nightmare on weekends, take an auto",
      "Cabs surge like crazy after shows at {name}, plan ahead",
      "{name} is a bit hidden, look for the lane next to the bakery",
      "Anyone from the other end of {city} want to share a cab to {name}?",
    ],
    amenities: [
      "The food at {name} is actually good, try the fries",
      "Washrooms at {name} are clean, rare for a gig venue",
      "Is there a cloakroom at {name}? Don't want to hold my bag all night",
      "{name} has water refills now, thank you!",
      "Wheelchair access at {name}: ramp at the side entrance, staff were helpful",
      "AC at {name} struggles when it's packed, dress light",
    ],
  },
  event: {
    buddy: [
      "Going solo to {name}, anyone want to meet up before?",
      "Looking for people from {city} to go to {name} with",
      "Two of us heading to {name}, happy to have more in the squad",
      "First gig in {city} after moving here, anyone going to {name}?",
      "Meeting at the chai stall outside {venue} before {name}, join!",
      "Koi {name} ke liye jaa raha hai? Saath chalte hain",
    ],
    tickets: [
      "Got an extra ticket for {name}, face value only",
      "Are tickets for {name} still available at the door?",
      "Anyone selling a pass for {name}? Missed the sale",
      "Booked {name} tickets, that was quicker than expected",
      "Is {name} all ages or 18+? Need to know before I buy",
    ],
    venue: [
      "First time at {venue} for {name}, what time do doors open?",
      "Is there food at {venue} or should we eat before {name}?",
      "How's the sound at {venue}? Excited for {name}",
      "Any tips for getting to {venue} for {name}?",
      "Is there a bag check at {venue}? Bringing my camera for {name}",
    ],
    gossip: [
      "Heard there might be a surprise guest at {name} 👀",
      "Apparently the headliner at {name} is playing a new song",
      "Word is {name} might run late, doors were delayed last time at {venue}",
      "Someone said the setlist for {name} is 90 minutes long",
      "{name} pe koi special announcement hone wala hai, suna maine",
    ],
  },
};

const TAILS = [
  "",
  "",
  "",
  " 🔥",
  " 🤘",
  " 🙌",
  "!!",
  " Can't wait.",
  " Who's with me?",
  " Full respect.",
  " Bas, that's the post.",
  " Thoughts?",
  " 10/10.",
  " Sach mein.",
  " Love this tribe.",
];

const COMMENTS = [
  "Totally agree",
  "Same here!",
  "This is so true 😂",
  "Haha yes",
  "Bro same",
  "Couldn't have said it better",
  "I was there too! What a night",
  "Adding this to my list",
  "Hard disagree, but respect",
  "Sahi baat",
  "Ekdum correct",
  "Pure fire 🔥",
  "Need this on vinyl",
  "Count me in",
  "Haan yaar, bilkul",
  "Saving this post",
  "Okay now I have to go listen again",
  "That last chorus though",
  "Take my money",
  "Underrated take",
  "Same thoughts exactly",
  "This made my day",
  "Ooh good question",
  "I'm in, DM me",
  "Any idea what time it starts?",
  "The openers were great too",
  "Ye toh hona hi tha",
  "100% this",
  "Lol the accuracy",
  "Goosebumps reading this",
  "Next time I'm coming for sure",
  "Tell me more",
];

const REPLIES = [
  "right?",
  "exactly what I said",
  "haha fair",
  "see you there then!",
  "lol you're not wrong",
  "yes! finally someone gets it",
  "arre same",
  "I'll message you",
  "good point, hadn't thought of that",
  "sahi pakde hain",
  "we should go together",
  "noted 🙏",
];

const DAYS = ["Friday", "Saturday", "Thursday", "Sunday", "Wednesday"];

export interface Words {
  name: string;
  city: string;
  venue: string;
  genre: string;
}

const fill = (template: string, words: Words, random: Random) =>
  template
    .replaceAll("{name}", words.name)
    .replaceAll("{city}", words.city)
    .replaceAll("{venue}", words.venue)
    .replaceAll("{genre}", words.genre)
    .replaceAll("{day}", random.pick(DAYS));

/** The thread's categories' openers, shuffled once per thread so posts in one thread never repeat. */
export function postWriter(entityType: PostEntityType, category: PostCategory, random: Random) {
  const pool = random.shuffle(OPENERS[entityType][category] ?? []);
  let next = 0;
  return (words: Words) => {
    const opener = fill(pool[next++ % pool.length]!, words, random);
    return `${opener}${sentenceGap(opener, random.pick(TAILS))}`.trim();
  };
}

/** A tail that is a sentence of its own gets a full stop before it when the opener has none. */
const sentenceGap = (opener: string, tail: string) =>
  /^ [A-Z0-9]/.test(tail) && !/[.!?]$/.test(opener) ? `.${tail}` : tail;

export const comment = (random: Random) => {
  const words = random.pick(COMMENTS);
  return `${words}${random.chance(0.25) ? sentenceGap(words, random.pick(TAILS)) : ""}`;
};

/** A reply's words; the page shows '@Name' of whom it answers in front of them (reply_to_user_id). */
export const reply = (random: Random) => random.pick(REPLIES);

export const hasCategory = (entityType: PostEntityType, category: PostCategory) =>
  (OPENERS[entityType][category]?.length ?? 0) > 0;

const ARTIST_THANKS = [
  "Thank you so much, this means a lot 🙏",
  "See you at the next one!",
  "Shukriya! {city}, you were amazing",
  "Haha this made my day",
  "Sending love from the green room ❤️",
  "Okay I'm framing this",
  "New songs very soon, promise",
];

/** The artist answering on their own page. */
export const artistThanks = (random: Random, city: string) => random.pick(ARTIST_THANKS).replaceAll("{city}", city);
