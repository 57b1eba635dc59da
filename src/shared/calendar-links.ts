/**
 * 'Add to Calendar' (001 §7, §9): links that open Google Calendar's and Outlook's new-event forms
 * filled in with the gig. Events last 3 hours from the start; Google is told the IST zone.
 */
export const CALENDAR_EVENT_HOURS = 3;
export const CALENDAR_TIME_ZONE = "Asia/Kolkata";

export const CALENDAR_PROVIDERS = ["google", "outlook", "apple"] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** How the product names each calendar ('Added to Google Calendar'). */
export const CALENDAR_PROVIDER_NAMES: Record<CalendarProvider, string> = {
  google: "Google Calendar",
  outlook: "Outlook",
  apple: "Apple Calendar",
};

export interface CalendarGig {
  name: string;
  description?: string | null;
  /** The gig's start (UTC instant). */
  startTime: Date | string;
  /** 'venue, city' or whatever is known. */
  location?: string | null;
  /** The gig's page, added to the details so the calendar entry leads back. */
  url?: string | null;
}

/** Start and the 3-hour end as Dates; undefined when the start is not a real date. */
export function calendarTimes(gig: Pick<CalendarGig, "startTime">): { start: Date; end: Date } | undefined {
  const start = new Date(gig.startTime);
  if (Number.isNaN(start.getTime())) return undefined;
  return { start, end: new Date(start.getTime() + CALENDAR_EVENT_HOURS * 60 * 60 * 1000) };
}

/** 20261122T140000Z: the basic UTC form Google's `dates` and iCalendar use. */
export function basicUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** The details text: the description, then the gig's page. */
export function calendarDetails(gig: Pick<CalendarGig, "description" | "url">): string {
  return [gig.description?.trim(), gig.url?.trim()].filter(Boolean).join("\n\n");
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params);
  return `${base}?${query.toString()}`;
}

export function googleCalendarUrl(gig: CalendarGig): string | undefined {
  const times = calendarTimes(gig);
  if (!times) return undefined;
  return withQuery("https://calendar.google.com/calendar/render", {
    action: "TEMPLATE",
    text: gig.name,
    dates: `${basicUtc(times.start)}/${basicUtc(times.end)}`,
    details: calendarDetails(gig),
    location: gig.location?.trim() ?? "",
    ctz: CALENDAR_TIME_ZONE,
  });
}

export function outlookCalendarUrl(gig: CalendarGig): string | undefined {
  const times = calendarTimes(gig);
  if (!times) return undefined;
  return withQuery("https://outlook.live.com/calendar/0/deeplink/compose", {
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: gig.name,
    startdt: times.start.toISOString(),
    enddt: times.end.toISOString(),
    body: calendarDetails(gig),
    location: gig.location?.trim() ?? "",
  });
}
