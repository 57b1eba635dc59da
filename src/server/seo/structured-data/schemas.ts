/**
 * The schema.org shapes the public pages carry as JSON-LD, written once: the builders return these
 * types and the tests parse what a page embeds with the same schemas. Required here is what
 * Google's rich results need (or what the issue names); everything else is optional.
 */
import { z } from "zod";

const context = z.literal("https://schema.org");
const url = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);

/** A date and time in IST with its offset, e.g. 2026-11-23T00:15:00+05:30. */
export const istDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/, "an IST date-time");

export const postalAddressSchema = z.object({
  "@type": z.literal("PostalAddress"),
  streetAddress: text.optional(),
  addressLocality: text,
  addressRegion: text.optional(),
  addressCountry: z.literal("IN"),
});

/** A band or artist named on another entity's data, linked to their page when they have one. */
const actRefSchema = z.object({ "@type": z.enum(["MusicGroup", "Person"]), name: text, url: url.optional() });

export const musicGroupSchema = z.object({
  "@context": context,
  "@type": z.literal("MusicGroup"),
  name: text,
  url,
  description: text.optional(),
  image: url.optional(),
  genre: z.array(text).optional(),
  foundingDate: z.iso.date().optional(),
  address: postalAddressSchema.optional(),
  member: z.array(actRefSchema).optional(),
});

export const personSchema = z.object({
  "@context": context,
  "@type": z.literal("Person"),
  name: text,
  url,
  description: text.optional(),
  image: url.optional(),
  jobTitle: text,
  homeLocation: z.object({ "@type": z.literal("Place"), address: postalAddressSchema }).optional(),
  memberOf: z.array(actRefSchema).optional(),
});

const venueFields = {
  "@type": z.literal("MusicVenue"),
  name: text,
  url: url.optional(),
  address: postalAddressSchema,
};

export const musicVenueSchema = z.object({
  "@context": context,
  ...venueFields,
  url,
  description: text.optional(),
  image: z.array(url).optional(),
  telephone: text.optional(),
  maximumAttendeeCapacity: z.number().int().positive().optional(),
  sameAs: z.array(url).optional(),
});

export const offerSchema = z.object({
  "@type": z.literal("Offer"),
  url: url.optional(),
  /** The price as written for the gig ('₹800 onwards'). */
  description: text.optional(),
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .optional(),
  priceCurrency: z.literal("INR").optional(),
});

export const musicEventSchema = z.object({
  "@context": context,
  "@type": z.literal("MusicEvent"),
  name: text,
  url,
  description: text.optional(),
  image: z.array(url).optional(),
  startDate: istDateTime,
  endDate: istDateTime.optional(),
  eventStatus: z.enum(["https://schema.org/EventScheduled", "https://schema.org/EventCancelled"]),
  eventAttendanceMode: z.literal("https://schema.org/OfflineEventAttendanceMode"),
  location: z.union([
    z.object(venueFields),
    z.object({ "@type": z.literal("Place"), name: text.optional(), address: postalAddressSchema }),
  ]),
  performer: z.array(actRefSchema).optional(),
  offers: offerSchema.optional(),
});

export const blogPostingSchema = z.object({
  "@context": context,
  "@type": z.literal("BlogPosting"),
  headline: text.max(110),
  url,
  mainEntityOfPage: url,
  description: text.optional(),
  image: z.array(url).optional(),
  datePublished: istDateTime,
  dateModified: istDateTime,
  author: z.object({ "@type": z.literal("Person"), name: text }),
  publisher: z.object({ "@type": z.literal("Organization"), name: text, url }),
});

export const webSiteSchema = z.object({
  "@context": context,
  "@type": z.literal("WebSite"),
  name: text,
  url,
  description: text.optional(),
  potentialAction: z.object({
    "@type": z.literal("SearchAction"),
    target: z.object({
      "@type": z.literal("EntryPoint"),
      urlTemplate: z.string().regex(/^https?:\/\/.+\{search_term_string\}/),
    }),
    "query-input": z.literal("required name=search_term_string"),
  }),
});

export type PostalAddress = z.input<typeof postalAddressSchema>;
export type ActRef = z.input<typeof actRefSchema>;
export type MusicGroup = z.input<typeof musicGroupSchema>;
export type Person = z.input<typeof personSchema>;
export type MusicVenue = z.input<typeof musicVenueSchema>;
export type MusicEvent = z.input<typeof musicEventSchema>;
export type BlogPosting = z.input<typeof blogPostingSchema>;
export type WebSite = z.input<typeof webSiteSchema>;
export type StructuredData = MusicGroup | Person | MusicVenue | MusicEvent | BlogPosting | WebSite;
