import type { Genre } from "../../../shared/genres";
import type { BlogMotif } from "../artwork/svg";

export interface BlogSeed {
  title: string;
  excerpt: string;
  author: string;
  /** Days before the seeding date. */
  daysAgo: number;
  /** The post's picture: an editorial still life, in a genre's colours. */
  art: { motif: BlogMotif; genre: Genre };
  /** HTML using only p, h2, ul/li, a and blockquote (what the blog sanitiser allows). */
  content: string;
}

// Invented authors and stories about the (invented) bands and venues of the demo content.
export const BLOGS: readonly BlogSeed[] = [
  {
    art: { motif: "record", genre: "Indie" },
    title: "Why the Independent Music Scene in India Is Louder Than Ever",
    excerpt:
      "From basement gigs to sold-out halls, independent artists are building audiences city by city, and fans are the engine.",
    author: "Nandini Iyer",
    daysAgo: 3,
    content: `<p>Ten years ago, an independent band in India had two choices: play covers in hotel bars or play originals to twenty friends. Today a band like <a href="/artists">Monsoon Static</a> can sell out a 350-capacity room on a Tuesday.</p>
<h2>What changed</h2>
<p>Three things moved at once: cheap recording, venues willing to take a chance on originals, and fans who treat discovering a band as part of their identity.</p>
<ul><li>Bedroom studios made a decent-sounding EP affordable.</li><li>Small rooms started paying bands a share of the door.</li><li>Fans began travelling across cities for gigs.</li></ul>
<blockquote>The scene is not waiting for permission anymore. It is building its own economy, one gig at a time.</blockquote>
<p>Browse the <a href="/events">upcoming gigs</a> and you will see it: every week, in every city, something new.</p>`,
  },
  {
    art: { motif: "ticket", genre: "Rock" },
    title: "A Beginner's Guide to Your First Indie Gig",
    excerpt: "Never been to a small-venue gig? Here is everything you need to know, from tickets to gig etiquette.",
    author: "Arjun Malhotra",
    daysAgo: 9,
    content: `<p>Your first indie gig can feel intimidating: a dark room, a band you have heard twice on a playlist, and a crowd that seems to know every word. Here is how to enjoy it.</p>
<h2>Before the gig</h2>
<ul><li>Buy tickets early: small rooms sell out, and the door price is often higher.</li><li>Listen to the opening act too. Today's opener is next year's headliner.</li><li>Check the venue's opening hours and the last metro home.</li></ul>
<h2>At the gig</h2>
<p>Arrive for the opener, keep your phone down for at least one song, and buy a T-shirt if you can: merch often pays for the band's fuel home.</p>
<blockquote>Clap between songs, scream after the good ones, and tell the band afterwards. They remember.</blockquote>
<p>Ready? Find a gig near you on the <a href="/events">Gigs page</a> and RSVP to earn XP.</p>`,
  },
  {
    art: { motif: "hills", genre: "Folk" },
    title: "Shillong Still Rocks: Inside the Hills' Music Culture",
    excerpt: "India's rock capital has a new generation of bands, and the old guard is cheering them on.",
    author: "Ibalari Kharkongor",
    daysAgo: 17,
    content: `<p>Walk through Police Bazar on a Saturday evening and you will hear it before you see it: a guitar solo drifting out of a first-floor window, a choir rehearsing down the lane.</p>
<h2>A town that grew up on rock</h2>
<p>Shillong's love of classic rock is generations deep. Bands like <a href="/artists">Pine Cone Radio</a> learnt their craft from records passed down by uncles and aunts, and still play the old songs with reverence.</p>
<h2>The new wave</h2>
<p>Younger acts such as Fog &amp; Fireflies and Cherrapunji Drizzle are taking the town's musicianship somewhere new: dream-pop, bedroom production and Khasi lyrics.</p>
<blockquote>In Shillong, nobody asks if you play an instrument. They ask which ones.</blockquote>
<p>Catch them at the <a href="/venue">venues</a> around Police Bazar and Laitumkhrah.</p>`,
  },
  {
    art: { motif: "mic", genre: "Pop" },
    title: "How Fan Votes Help Bands Get Booked in Your City",
    excerpt: "Screams, follows and Bring to My City requests are not vanity numbers. Promoters read them.",
    author: "Tribe Editorial",
    daysAgo: 26,
    content: `<p>Every time you scream for a band on the Scream-O-Meter or tap Bring to My City, you are sending a signal that promoters use when they plan tours.</p>
<h2>What promoters look at</h2>
<ul><li>How many fans in a city have asked for a band.</li><li>How strongly fans rate them: the average scream level.</li><li>How many fans follow them and RSVP to their gigs.</li></ul>
<p>A band with two hundred Bring to My City requests from Pune is an easy booking for a Pune venue. A band with none is a gamble.</p>
<blockquote>Your vote is a ticket you buy in advance for a show that does not exist yet.</blockquote>
<p>So <a href="/artists">go find your bands</a>, vote, and ask them to come to you.</p>`,
  },
  {
    art: { motif: "skyline", genre: "Jazz" },
    title: "Five Venues Keeping Original Music Alive",
    excerpt: "Small rooms take the biggest risks. We visited five that book originals week after week.",
    author: "Farah Qureshi",
    daysAgo: 38,
    content: `<p>Behind every thriving scene is a handful of venues that say yes to unknown bands. Here are five we love.</p>
<ul><li><a href="/venue">The Loudbox</a>, Mumbai: the loudest PA in Lower Parel and a booker who listens to every demo.</li><li>Namma Stage, Bengaluru: rock five nights a week and a rooftop for breathers.</li><li>Lodhi Listening Room, New Delhi: ninety seats and total silence during songs.</li><li>Koregaon Cask House, Pune: blues Fridays that have launched a dozen bands.</li><li>Park Street Parlour, Kolkata: jazz in booths, the way the old days did it.</li></ul>
<h2>Why they matter</h2>
<p>These rooms pay bands fairly, promote their shows and build audiences that come for the venue and leave as fans of the band.</p>
<blockquote>Support the rooms that support the music. Buy a drink, stay for the opener.</blockquote>`,
  },
  {
    art: { motif: "cassette", genre: "Blues" },
    title: "Monsoon Sessions: Songs Written in the Rain",
    excerpt: "Four bands tell us how the monsoon ends up in their music, from lyrics to leaky rehearsal rooms.",
    author: "Nandini Iyer",
    daysAgo: 52,
    content: `<p>Ask an Indian songwriter about the monsoon and you will get a story. Usually about a leak.</p>
<h2>The rain in the room</h2>
<p>Monsoon Static recorded half their debut in a Dadar rehearsal room with buckets under the ceiling. "You can hear the drips on track four," their singer says. "We kept them."</p>
<p>Konkan Tidewater write their slowest songs between June and September, when the beach shacks close and the gigs dry up.</p>
<blockquote>The monsoon slows the city down enough for you to hear it.</blockquote>
<h2>Listen for yourself</h2>
<p>Follow the bands on their <a href="/artists">profiles</a> and catch their monsoon sets on the <a href="/events">Gigs page</a>.</p>`,
  },
];
