/** Turning stored values into the forms schema.org asks for. */
import { formatIst } from "@/shared/datetime";
import { absoluteUrl, summarize } from "../../previews/tags";
import { entityPath } from "../public-pages";
import type { ActRef, PostalAddress } from "./schemas";

/** ISO 8601 in IST with its offset (2026-11-23T00:15:00+05:30): the time a gig's audience reads. */
export const istDateTime = (date: Date) => formatIst(date, "yyyy-MM-dd'T'HH:mm:ssXXX");

/** A description as plain text of search-snippet length (HTML tags and runs of whitespace removed). */
export function plainText(value: string | null | undefined, max = 500): string | undefined {
  const flat = value ? summarize(value, max) : "";
  return flat || undefined;
}

/** A stored /media path or http(s) URL as an absolute URL; undefined for none. */
export function absolute(appUrl: string, pathOrUrl: string | null | undefined): string | undefined {
  return pathOrUrl?.trim() ? absoluteUrl(appUrl, pathOrUrl.trim()) : undefined;
}

/** The values that are http(s) URLs (what people type in 'website' may be anything). */
export function httpUrls(...values: (string | null | undefined)[]): string[] {
  return values
    .map((value) => value?.trim() ?? "")
    .filter((value) => /^https?:\/\//i.test(value) && URL.canParse(value));
}

const parts = (text: string | null | undefined) =>
  (text ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * An Indian postal address from what the rows keep: a city, and a free-text location written
 * 'Neighbourhood, State' (venues) or 'City, State' (bands and artists). Undefined when neither
 * names a place.
 */
export function postalAddress(place: { city?: string | null; location?: string | null }): PostalAddress | undefined {
  const city = place.city?.trim();
  const location = parts(place.location);
  const [first, ...rest] = location;
  const locality = city || first;
  if (!locality) return undefined;
  // With a city, the location's last part is the state and what comes before it the street area.
  const region = city ? (location.length > 1 ? location.at(-1) : undefined) : rest.join(", ") || undefined;
  const street = city ? location.slice(0, location.length > 1 ? -1 : 1).join(", ") : "";
  return {
    "@type": "PostalAddress",
    ...(street && street.toLowerCase() !== city?.toLowerCase() ? { streetAddress: street } : {}),
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: "IN",
  };
}

/** Leaves out the keys whose value is undefined or an empty list, so the JSON carries no empty fields. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** A band named on another page's data, linked to its page. */
export const bandRef = (appUrl: string, band: { id: string; name: string }): ActRef => ({
  "@type": "MusicGroup",
  name: band.name,
  url: `${appUrl}${entityPath("bands", band.id)}`,
});

/** A person named on another page's data, linked to their artist page when they have one. */
export const personRef = (appUrl: string, name: string, artistId: string | null): ActRef =>
  compact<ActRef>({
    "@type": "Person",
    name,
    url: artistId ? `${appUrl}${entityPath("artists", artistId)}` : undefined,
  });
