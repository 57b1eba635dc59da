import type { Genre } from "../../../shared/genres";

// Name pools for invented band members; combinations are random, not real people.
export const FIRST_NAMES = [
  "Aarav", "Aditi", "Akash", "Ananya", "Arjun", "Bhavna", "Chirag", "Devika", "Dhruv", "Esha",
  "Farhan", "Gauri", "Harsh", "Ira", "Jai", "Kiran", "Lakshmi", "Manav", "Naina", "Omkar",
  "Pallavi", "Rahul", "Sana", "Tanvi", "Uday", "Vikram", "Yash", "Zara", "Neil", "Rohit",
  "Shreya", "Nikhil", "Maya", "Siddharth", "Tenzin", "Wanphrang", "Aisha", "Vivek", "Ritika", "Kunal",
] as const;

export const LAST_NAMES = [
  "Sharma", "Iyer", "Menon", "Das", "Patil", "Khan", "Singh", "Reddy", "Pillai", "Bose",
  "Joshi", "Nair", "Kapoor", "Chatterjee", "Gomes", "Lyngdoh", "Rao", "Shetty", "Desai", "Mehta",
  "Fernandes", "Mukherjee", "Kharbuli", "Bhat", "Sinha", "Gill", "Naidu", "Pereira", "Ahmed", "Hegde",
] as const;

const ROCK = ["Vocals", "Guitar", "Bass", "Drums", "Keys"];
/** Line-up roles per genre, in stage order; a band takes the first 3-5. */
export const ROLES_BY_GENRE: Record<Genre, readonly string[]> = {
  Rock: ROCK,
  Pop: ["Vocals", "Guitar", "Synths", "Drums", "Bass"],
  "Hip Hop": ["MC", "Producer", "DJ", "MC", "Keys"],
  Electronic: ["Producer", "Synths", "Live drums", "Vocals", "Visuals"],
  Jazz: ["Saxophone", "Piano", "Double bass", "Drums", "Trumpet"],
  Classical: ["Sitar", "Tabla", "Violin", "Vocals", "Flute"],
  Country: ["Vocals", "Acoustic guitar", "Pedal steel", "Bass", "Drums"],
  "R&B": ["Vocals", "Keys", "Bass", "Drums", "Guitar"],
  Folk: ["Vocals", "Acoustic guitar", "Percussion", "Violin", "Bass"],
  Reggae: ["Vocals", "Bass", "Drums", "Guitar", "Horns"],
  Punk: ["Vocals", "Guitar", "Bass", "Drums", "Guitar"],
  Metal: ["Vocals", "Guitar", "Guitar", "Bass", "Drums"],
  Blues: ["Vocals", "Guitar", "Harmonica", "Bass", "Drums"],
  Indie: ["Vocals", "Guitar", "Bass", "Drums", "Keys"],
  Alternative: ROCK,
};

/** Alter-ego words for the demo crowd of fans, in the spirit of the onboarding name picker. */
export const FAN_ADJECTIVES = [
  "Loud", "Sonic", "Wild", "Electric", "Midnight", "Cosmic", "Velvet", "Thunder", "Neon", "Gritty",
] as const;
export const FAN_NOUNS = [
  "Panther", "Drummer", "Comet", "Riff", "Tiger", "Echo", "Mosher", "Falcon", "Groove", "Cobra",
] as const;

/** Second bio sentence; {name}, {city}, {year} and {genre} are filled in. */
export const BIO_ENDINGS = [
  "Formed in {city} in {year}, they have played just about every {genre} stage the city has.",
  "Since {year} they have toured colleges and clubs from {city} outwards, one packed room at a time.",
  "They came together in {city} in {year} and have been building a loyal tribe ever since.",
  "Catch them live: {name} sound even bigger on stage than on record.",
  "Their {genre} sets are a fixture of the {city} calendar, and every show feels like a homecoming.",
  "They are working on their next record and road-testing the new songs at every gig.",
] as const;
