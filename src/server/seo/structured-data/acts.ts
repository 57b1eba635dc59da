/** JSON-LD for the band page (MusicGroup) and the artist page (Person). */
import { and, asc, eq, sql } from "drizzle-orm";
import { artistIsListed } from "../../bands/policy";
import type { Database } from "../../db/client";
import { artists, bandMembers, bands, users } from "../../db/schema";
import { entityPath } from "../public-pages";
import type { MusicGroup, Person } from "./schemas";
import { absolute, bandRef, compact, personRef, plainText, postalAddress } from "./values";

const genres = (...values: (string | null | undefined)[]) => [
  ...new Set(values.map((value) => value?.trim()).filter((value): value is string => Boolean(value))),
];

export async function bandData(db: Database, id: string, appUrl: string): Promise<MusicGroup | null> {
  const [[band], members] = await Promise.all([
    db.select().from(bands).where(eq(bands.id, id)),
    db
      .select({
        name: bandMembers.name,
        userId: bandMembers.userId,
        listed: sql<boolean>`coalesce(${artistIsListed}, false)`,
      })
      .from(bandMembers)
      .leftJoin(users, eq(users.id, bandMembers.userId))
      .where(eq(bandMembers.bandId, id))
      .orderBy(asc(bandMembers.position), asc(bandMembers.name)),
  ]);
  if (!band) return null;
  return compact<MusicGroup>({
    "@context": "https://schema.org",
    "@type": "MusicGroup",
    name: band.name,
    url: `${appUrl}${entityPath("bands", band.id)}`,
    description: plainText(band.bio),
    image: absolute(appUrl, band.profileBannerUrl ?? band.avatarUrl),
    genre: genres(band.primaryGenre, band.secondaryGenre),
    foundingDate: band.formationDate ?? undefined,
    address: postalAddress({ location: band.location }),
    // A member who is an artist on LoudTribe links to their page; others are named only.
    member: members.map((member) => personRef(appUrl, member.name, member.listed ? member.userId : null)),
  });
}

export async function artistData(db: Database, id: string, appUrl: string): Promise<Person | null> {
  const [[row], bandsOf] = await Promise.all([
    db
      .select({ name: users.name, avatarUrl: users.avatarUrl, artist: artists })
      .from(users)
      .innerJoin(artists, eq(artists.userId, users.id))
      .where(and(eq(users.id, id), artistIsListed)),
    db
      .selectDistinct({ id: bands.id, name: bands.name })
      .from(bandMembers)
      .innerJoin(bands, eq(bands.id, bandMembers.bandId))
      .where(eq(bandMembers.userId, id))
      .orderBy(asc(bands.name), asc(bands.id)),
  ]);
  if (!row) return null;
  const address = postalAddress({ location: row.artist.location });
  return compact<Person>({
    "@context": "https://schema.org",
    "@type": "Person",
    // The artist page's own fallback for an account without a name.
    name: row.name?.trim() || "Unknown Artist",
    url: `${appUrl}${entityPath("artists", id)}`,
    description: plainText(row.artist.bio),
    image: absolute(appUrl, row.avatarUrl ?? row.artist.profileBannerUrl),
    jobTitle: "Musician",
    homeLocation: address ? { "@type": "Place", address } : undefined,
    memberOf: bandsOf.map((band) => bandRef(appUrl, band)),
  });
}
