/**
 * iCalendar (RFC 5545) for Apple's 'Add to Calendar' and the fans' private feeds. Times are written
 * in UTC ('Z'), so every calendar shows the gig at its true moment in the reader's own zone.
 */
import { basicUtc, type CalendarGig, calendarDetails, calendarTimes } from "@/shared/calendar-links";
import { PRODUCT_NAME } from "@/shared/product";

export interface IcsGig extends CalendarGig {
  id: string;
  /** When the gig was last changed; calendars use it to notice updates. */
  updatedAt?: Date | null;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n, other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point (RFC 5545 forbids them in text).
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(gig: IcsGig, options: { uidDomain: string; now: Date }): string[] {
  const times = calendarTimes(gig);
  if (!times) return [];
  const lines = [
    "BEGIN:VEVENT",
    `UID:${gig.id}@${options.uidDomain}`,
    `DTSTAMP:${basicUtc(gig.updatedAt ?? options.now)}`,
    `DTSTART:${basicUtc(times.start)}`,
    `DTEND:${basicUtc(times.end)}`,
    `SUMMARY:${escapeText(gig.name)}`,
  ];
  const details = calendarDetails(gig);
  if (details) lines.push(`DESCRIPTION:${escapeText(details)}`);
  if (gig.location?.trim()) lines.push(`LOCATION:${escapeText(gig.location.trim())}`);
  if (gig.url) lines.push(`URL:${gig.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** A whole calendar file; gigs without a date are left out (a calendar entry needs a time). */
export function buildIcs(gigs: IcsGig[], options: { uidDomain: string; now?: Date; name?: string }): string {
  const now = options.now ?? new Date();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${PRODUCT_NAME}//Gigs//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...gigs.flatMap((gig) => eventLines(gig, { uidDomain: options.uidDomain, now })),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
