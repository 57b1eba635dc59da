import type { Random } from "../../random";

/**
 * The people of the demo community beyond the crowd: varied display names as people pick them
 * (a name, a nickname, a handle), from across India. All made up.
 */
const FIRST = [
  "Riya",
  "Arjun",
  "Tenzin",
  "Meera",
  "Kabir",
  "Ananya",
  "Rohan",
  "Zoya",
  "Siddharth",
  "Ishita",
  "Lalremruata",
  "Priyanka",
  "Farhan",
  "Nandini",
  "Aditya",
  "Sneha",
  "Karthik",
  "Pooja",
  "Imran",
  "Diya",
  "Vikram",
  "Aisha",
  "Neil",
  "Shreya",
  "Manoj",
  "Kavya",
  "Dorjee",
  "Anjali",
  "Rahul",
  "Fatima",
  "Varun",
  "Nikita",
  "Aarav",
  "Sana",
  "Gaurav",
  "Tanvi",
  "Abhishek",
  "Mrinalini",
  "Joel",
  "Bhavna",
];
const LAST = [
  "Sharma",
  "Iyer",
  "Bhutia",
  "Menon",
  "Das",
  "Khan",
  "Reddy",
  "Kapoor",
  "Nair",
  "Bose",
  "Sangma",
  "Joshi",
  "D'Souza",
  "Pillai",
  "Sethi",
  "Rao",
  "Ahmed",
  "Gill",
  "Chatterjee",
  "Lyngdoh",
];
const TAGS = ["gigs", "bass", "moshpit", "vinyl", "riffs", "frontrow", "encore", "decibel", "setlist", "tapes"];

export function memberName(i: number, random: Random): string {
  const first = FIRST[i % FIRST.length]!;
  const last = random.pick(LAST);
  switch (i % 6) {
    case 0:
      return `${first} ${last}`;
    case 1:
      return `${first} ${last[0]}.`;
    case 2:
      return `${first.toLowerCase()}_${random.pick(TAGS)}`;
    case 3:
      return `${first} ${last}`;
    case 4:
      return `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, "")}`;
    default:
      return `${random.pick(TAGS)} ${first.toLowerCase()}`;
  }
}

export const MEMBER_COUNT = 48;
