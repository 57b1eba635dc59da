/** The admin event form (001 §5): name required, links must be URLs, times are IST wall-clock. */
import { z } from "zod";
import { idField, optionalHttpUrl, optionalImageRef, optionalIstDateTime, optionalText, requiredText } from "./fields";
import { MESSAGES } from "./messages";

export const EVENT_LINEUP_MAX = 50;

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
  // The line-up (event_artists), in billing order; absent means "leave it as it is".
  artistIds: z
    .array(idField)
    .max(EVENT_LINEUP_MAX)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});

export const eventFormSchema = eventFieldsSchema.refine((event) => endsAfterStart(event.startTime, event.endTime), {
  error: MESSAGES.endBeforeStart,
  path: ["endTime"],
});

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;
