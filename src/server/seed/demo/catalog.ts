import { randomUUID } from "node:crypto";
import { sanitizeBlogHtml } from "../../blogs/sanitize";
import type { artists, bandMembers, bands, blogs, users, venues } from "../../db/schema";
import type { DemoArtwork } from "../artwork";
import { ARTISTS } from "../content/artists";
import { BANDS, type BandSeed } from "../content/bands";
import { BLOGS } from "../content/blogs";
import { BIO_ENDINGS, FIRST_NAMES, LAST_NAMES, ROLES_BY_GENRE } from "../content/people";
import { VENUES } from "../content/venues";
import { addDays } from "../ist";
import { type Random, slugify } from "../random";

export type UserRow = typeof users.$inferInsert & { id: string; email: string };
export type BandRow = typeof bands.$inferInsert & { id: string; name: string };
export type ArtistRow = typeof artists.$inferInsert;
export type VenueRow = typeof venues.$inferInsert & { id: string; name: string; city: string };

/**
 * Made-up numbers that look like an Indian mobile but cannot be one: Indian mobile numbers start
 * with 6, 7, 8 or 9, and these start with the "555" that films use for fictional numbers.
 * `n` spreads them out, so no two seeded contacts share a number.
 */
export const fakePhone = (n: number) =>
  `+91 555${String(10 + ((n * 7) % 90)).padStart(2, "0")} ${String(21000 + ((n * 7919) % 78000)).padStart(5, "0")}`;

function bio(seed: { name: string; city: string; primary: string; hook: string }, year: number, random: Random) {
  const ending = random
    .pick(BIO_ENDINGS)
    .replace("{name}", seed.name)
    .replace("{city}", seed.city)
    .replace("{year}", String(year))
    .replace("{genre}", seed.primary.toLowerCase());
  return `${seed.hook} ${ending}`;
}

export const personName = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

export function planArtists(random: Random, art: DemoArtwork) {
  const userRows: UserRow[] = [];
  const artistRows: ArtistRow[] = [];
  ARTISTS.forEach((seed, i) => {
    const id = randomUUID();
    userRows.push({
      id,
      email: `${slugify(seed.name)}@artists.loudtribe.test`,
      emailVerified: true,
      name: seed.name,
      displayName: seed.name,
      avatarUrl: art.artistAvatars[i],
      role: "artist",
      userType: "real",
    });
    artistRows.push({
      userId: id,
      bio: bio(seed, 2015 + (i % 8), random),
      genre: seed.primary,
      primaryGenre: seed.primary,
      secondaryGenre: seed.secondary,
      location: `${seed.city}, ${seed.state}`,
      isVerified: seed.verified ?? false,
      featured: 0,
      profileBannerUrl: art.artistBanners[(i + 4) % art.artistBanners.length],
    });
  });
  return { userRows, artistRows };
}

function planMembers(band: BandSeed, bandId: string, artistUsers: Map<string, UserRow>, random: Random) {
  const size = random.int(3, 5);
  const roles = ROLES_BY_GENRE[band.primary].slice(0, size);
  const linked = ARTISTS.find((artist) => artist.memberOf?.band === band.name);
  const used = new Set<string>();
  const members: (typeof bandMembers.$inferInsert)[] = roles.map((role, position) => {
    let name = personName(random);
    while (used.has(name)) name = personName(random);
    used.add(name);
    return { bandId, name, role, position, isKeyMember: position < 2 };
  });
  if (linked) {
    // The artist takes the first seat (front of the stage), with their own role and account.
    const user = artistUsers.get(linked.name)!;
    members[0] = { ...members[0]!, name: linked.name, role: linked.memberOf!.role, userId: user.id };
  }
  return members;
}

export function planBands(random: Random, art: DemoArtwork, artistUsers: Map<string, UserRow>) {
  const bandRows: BandRow[] = [];
  const memberRows: (typeof bandMembers.$inferInsert)[] = [];
  BANDS.forEach((seed, i) => {
    const id = randomUUID();
    const members = planMembers(seed, id, artistUsers, random);
    memberRows.push(...members);
    const manager = personName(random);
    bandRows.push({
      id,
      name: seed.name,
      bio: bio(seed, seed.formed, random),
      location: `${seed.city}, ${seed.state}`,
      primaryGenre: seed.primary,
      secondaryGenre: seed.secondary,
      featured: seed.featured ?? 0,
      manager,
      managerEmail: `${slugify(manager)}@${slugify(seed.name)}.example.com`,
      managerPhone: fakePhone(100 + i),
      // Names only: the field is comma-separated (001 §3), and roles such as "Vocals, harmonium" have commas.
      keyMembers: members
        .filter((m) => m.isKeyMember)
        .map((m) => m.name)
        .join(", "),
      avatarUrl: art.bandAvatars[i],
      profileBannerUrl: art.bandBanners[i % art.bandBanners.length],
      isVerified: seed.verified ?? false,
      formationDate: `${seed.formed}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
    });
  });
  return { bandRows, memberRows };
}

export function planVenues(art: DemoArtwork): VenueRow[] {
  return VENUES.map((seed, i) => {
    const slug = slugify(seed.name);
    return {
      ...seed,
      id: randomUUID(),
      amenities: [...new Set(seed.amenities)],
      website: `https://example.com/venues/${slug}`,
      instagram: `https://example.com/instagram/${slug}`,
      phone: fakePhone(500 + i),
      imageUrls: art.venueImages[i]!,
    };
  });
}

export function planBlogs(art: DemoArtwork, now: Date): (typeof blogs.$inferInsert)[] {
  return BLOGS.map((seed, i) => ({
    title: seed.title,
    excerpt: seed.excerpt,
    // Stored clean, like every other way a post gets in (the blog API cleans it again on the way out).
    content: sanitizeBlogHtml(seed.content),
    author: seed.author,
    image: art.blogImages[i],
    publishedAt: addDays(now, -seed.daysAgo),
  }));
}
