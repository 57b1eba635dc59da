/** The admin event form (001 §5): name required, links must be URLs, times are IST wall-clock. */
import { z } from "zod";
import { optionalHttpUrl, optionalImageRef, optionalIstDateTime, optionalText, requiredText } from "./fields";
import { MESSAGES } from "./messages";

export const eventFormSchema = z
  .object({
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
  })
  .refine((event) => !event.startTime || !event.endTime || event.endTime > event.startTime, {
    error: MESSAGES.endBeforeStart,
    path: ["endTime"],
  });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;
