/** The admin event form (001 §5): name required, links must be URLs, times are IST wall-clock. */
import { z } from "zod";
import { idField, optionalHttpUrl, optionalImageRef, optionalIstDateTime, optionalText, requiredText } from "./fields";
import { MESSAGES } from "./messages";

export const EVENT_LINEUP_MAX = 50;

/** One line-up entry as the forms send it: which act, and whether it headlines. */
export const lineupEntrySchema = z.strictObject({
  kind: z.enum(["band", "artist"], { error: "kind must be band or artist" }),
  id: idField,
  headliner: z.boolean().default(false),
});
export type LineupEntry = z.output<typeof lineupEntrySchema>;

/** A line-up in billing order; an act named twice keeps its first place. */
export const lineupInputSchema = z
  .array(lineupEntrySchema)
  .max(EVENT_LINEUP_MAX, `A line-up holds at most ${EVENT_LINEUP_MAX} acts.`)
  .transform((entries) => {
    const seen = new Set<string>();
    return entries.filter((entry) => {
      const key = `${entry.kind}:${entry.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** True unless both times are set and the end is not after the start. */
export function endsAfterStart(start: Date | null | undefined, end: Date | null | undefined): boolean {
  return !start || !end || end > start;
}

/**
 * The event form's fields without the cross-field rule, for partial updates (patchOf): there the
 * rule is checked on the merged record, since one of the two times may come from the database.
 */
export const eventFieldsSchema = z.object({
  name: requiredText(MESSAGES.eventNameRequired),
  description: optionalText(5000),
  venue: optionalText(),
  venueName: optionalText(),
  city: optionalText(100),
  category: optionalText(100),
  genre: optionalText(100),
  // Free text as the spec has it: '₹499', 'Free entry', '₹800 onwards'.
  ticketPrice: optionalText(100),
  ticketUrl: optionalHttpUrl(),
  externalTicketUrl: optionalHttpUrl(),
  startTime: optionalIstDateTime(),
  endTime: optionalIstDateTime(),
  isFeatured: z.boolean().default(false),
  isVerified: z.boolean().default(false),
  coverImageUrl: optionalImageRef(),
  // The line-up (event_lineup), in billing order; absent means "leave it as it is".
  lineup: lineupInputSchema.optional(),
});

export const eventFormSchema = eventFieldsSchema.refine((event) => endsAfterStart(event.startTime, event.endTime), {
  error: MESSAGES.endBeforeStart,
  path: ["endTime"],
});

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

export const GIG_START_REQUIRED = "Pick when the gig starts";
export const GIG_VENUE_REQUIRED = "Pick a venue from the list, or give a new venue's name and city";
export const GIG_LINEUP_REQUIRED = "Add at least one band or artist to the line-up";

/**
 * A page manager's gig announcement (issue 12 item 4): the venue from the list (venueId) or a new
 * venue's name and city, IST start (required) and end, price text, ticket link, banner, description
 * and a line-up of at least one act.
 */
export const announceGigFieldsSchema = z.strictObject({
  name: requiredText(MESSAGES.eventNameRequired),
  description: optionalText(5000),
  venueId: idField.nullish(),
  venueName: optionalText(),
  city: optionalText(100),
  startTime: optionalIstDateTime(),
  endTime: optionalIstDateTime(),
  ticketPrice: optionalText(100),
  ticketUrl: optionalHttpUrl(),
  coverImageUrl: optionalImageRef(),
  lineup: lineupInputSchema.refine((acts) => acts.length > 0, GIG_LINEUP_REQUIRED),
});

export const announceGigSchema = announceGigFieldsSchema
  .refine((gig) => gig.startTime, { error: GIG_START_REQUIRED, path: ["startTime"] })
  .refine((gig) => gig.venueId || (gig.venueName && gig.city), { error: GIG_VENUE_REQUIRED, path: ["venueName"] })
  .refine((gig) => endsAfterStart(gig.startTime, gig.endTime), { error: MESSAGES.endBeforeStart, path: ["endTime"] });
export type AnnounceGigInput = z.input<typeof announceGigSchema>;
export type AnnounceGig = z.output<typeof announceGigSchema>;

/** What a manager may change on an announced gig: its time, its venue and its line-up. */
export const changeGigSchema = announceGigFieldsSchema
  .pick({ venueId: true, venueName: true, city: true, startTime: true, endTime: true, lineup: true })
  .partial();
export type ChangeGig = z.output<typeof changeGigSchema>;
