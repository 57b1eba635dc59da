import type { Genre } from "../../../shared/genres";

export interface ArtistSeed {
  name: string;
  city: string;
  state: string;
  primary: Genre;
  secondary: Genre;
  hook: string;
  verified?: boolean;
  /** A band this artist also plays in (a linked band_members row). */
  memberOf?: { band: string; role: string };
}

// Invented solo artists; any likeness to a real person is unintended.
export const ARTISTS: readonly ArtistSeed[] = [
  { name: "Meher Sol", city: "Mumbai", state: "Maharashtra", primary: "Indie", secondary: "Folk", verified: true,
    hook: "Meher Sol writes hushed, confessional songs on a borrowed nylon-string guitar.",
    memberOf: { band: "Monsoon Static", role: "Vocals" } },
  { name: "Kabir Vaan", city: "Mumbai", state: "Maharashtra", primary: "Hip Hop", secondary: "R&B", verified: true,
    hook: "Kabir Vaan raps in Bambaiya about chawl life, ambition and his mother's cooking." },
  { name: "Tara Nimbus", city: "Mumbai", state: "Maharashtra", primary: "Electronic", secondary: "Pop",
    hook: "Tara Nimbus produces glittering electro-pop and sings every part herself.",
    memberOf: { band: "Saffron Feedback", role: "Synths" } },
  { name: "Ishaan Rao", city: "Bengaluru", state: "Karnataka", primary: "Rock", secondary: "Alternative", verified: true,
    hook: "Ishaan Rao is a guitarist's guitarist whose solo records lean into fuzz and feedback.",
    memberOf: { band: "Namma Noise Project", role: "Lead guitar" } },
  { name: "Noor Lakhani", city: "Bengaluru", state: "Karnataka", primary: "Jazz", secondary: "R&B",
    hook: "Noor Lakhani is a jazz vocalist with a smoky voice and a weakness for old ghazals.",
    memberOf: { band: "Filter Kaapi Collective", role: "Vocals" } },
  { name: "DJ Ragamuffin", city: "Bengaluru", state: "Karnataka", primary: "Electronic", secondary: "Hip Hop",
    hook: "DJ Ragamuffin spins bass-heavy sets that jump from jungle to Kannada film songs without warning." },
  { name: "Aditi Ghosh", city: "New Delhi", state: "Delhi", primary: "Folk", secondary: "Classical", verified: true,
    hook: "Aditi Ghosh sings Sufi kalaam and Bengali folk with just a harmonium and a drone.",
    memberOf: { band: "Parchment Kites", role: "Vocals, harmonium" } },
  { name: "Raghav Nair", city: "New Delhi", state: "Delhi", primary: "Blues", secondary: "Rock",
    hook: "Raghav Nair plays resonator guitar and writes blues about the Delhi winter.",
    memberOf: { band: "Yamuna Drift", role: "Slide guitar" } },
  { name: "Zoya Verma", city: "New Delhi", state: "Delhi", primary: "Pop", secondary: "Indie",
    hook: "Zoya Verma makes sharp, witty pop songs that started as voice notes to friends." },
  { name: "Sameer Kulkarni", city: "Pune", state: "Maharashtra", primary: "Classical", secondary: "Electronic", verified: true,
    hook: "Sameer Kulkarni is a sitar player who loops and processes his instrument live into ambient soundscapes." },
  { name: "Anya Fernandes", city: "Pune", state: "Maharashtra", primary: "Indie", secondary: "Pop",
    hook: "Anya Fernandes writes breezy ukulele songs and plays every open mic in town.",
    memberOf: { band: "The Tilak Road Tapes", role: "Keys, vocals" } },
  { name: "MC Deccani", city: "Hyderabad", state: "Telangana", primary: "Hip Hop", secondary: "Electronic", verified: true,
    hook: "MC Deccani raps in Dakhni and Telugu with jokes sharp enough to cut the beat.",
    memberOf: { band: "Biryani Breakbeats", role: "MC" } },
  { name: "Lavanya Reddy", city: "Hyderabad", state: "Telangana", primary: "R&B", secondary: "Pop",
    hook: "Lavanya Reddy sings silky R&B in Telugu and English over her own minimal beats." },
  { name: "Karthik Subramaniam", city: "Chennai", state: "Tamil Nadu", primary: "Classical", secondary: "Jazz",
    hook: "Karthik Subramaniam is a mridangam player who sits in with jazz bands across the city.",
    memberOf: { band: "The Carnatic Circuit", role: "Mridangam" } },
  { name: "Priya Selvam", city: "Chennai", state: "Tamil Nadu", primary: "Alternative", secondary: "Indie",
    hook: "Priya Selvam writes moody Tamil alt-pop with a loop pedal and a borrowed drum machine." },
  { name: "Arko Banerjee", city: "Kolkata", state: "West Bengal", primary: "Folk", secondary: "Indie", verified: true,
    hook: "Arko Banerjee is a baul-inspired singer-songwriter who performs barefoot with an ektara.",
    memberOf: { band: "Howrah Hum", role: "Vocals, ektara" } },
  { name: "Rhea Dutta", city: "Kolkata", state: "West Bengal", primary: "Jazz", secondary: "Blues",
    hook: "Rhea Dutta is a jazz pianist who plays Park Street standards with a modern left hand." },
  { name: "Joel D'Costa", city: "Panaji", state: "Goa", primary: "Reggae", secondary: "R&B",
    hook: "Joel D'Costa is a reggae singer and trumpeter who grew up in a church choir in Old Goa.",
    memberOf: { band: "Feni Funk Brigade", role: "Trumpet, vocals" } },
  { name: "Lisa Mawlong", city: "Shillong", state: "Meghalaya", primary: "Country", secondary: "Folk", verified: true,
    hook: "Lisa Mawlong sings country ballads in Khasi and English with a voice built for big halls." },
  { name: "Daniel Syiem", city: "Shillong", state: "Meghalaya", primary: "Blues", secondary: "Rock",
    hook: "Daniel Syiem is a blues guitarist who learnt every lick from his uncle's record collection.",
    memberOf: { band: "Pine Cone Radio", role: "Guitar" } },
  { name: "Kavya Menon", city: "Kochi", state: "Kerala", primary: "Indie", secondary: "Alternative",
    hook: "Kavya Menon writes quiet Malayalam indie songs that swell into walls of guitar." },
  { name: "Veer Sekhon", city: "Chandigarh", state: "Chandigarh", primary: "Punk", secondary: "Rock",
    hook: "Veer Sekhon plays Punjabi punk with a dhol player standing in for the second guitarist." },
];
