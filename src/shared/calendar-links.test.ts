import { describe, expect, it } from "vitest";
import { basicUtc, calendarTimes, googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

// 8:30 PM IST on 22 Nov 2026 is 15:00 UTC.
const gig = {
  name: "Monsoon Static & Friends",
  description: "Doors 8 PM; bring ear plugs, friends",
  startTime: "2026-11-22T15:00:00.000Z",
  location: "antiSOCIAL, Mumbai",
  url: "https://loudtribe.example/events/e1",
};

describe("calendar links", () => {
  it("makes a 3-hour event in UTC basic form", () => {
    const times = calendarTimes(gig)!;
    expect(basicUtc(times.start)).toBe("20261122T150000Z");
    expect(basicUtc(times.end)).toBe("20261122T180000Z");
  });

  it("fills Google's template: text, dates, details, location and the IST zone", () => {
    const url = new URL(googleCalendarUrl(gig)!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Monsoon Static & Friends",
      dates: "20261122T150000Z/20261122T180000Z",
      details: "Doors 8 PM; bring ear plugs, friends\n\nhttps://loudtribe.example/events/e1",
      location: "antiSOCIAL, Mumbai",
      ctz: "Asia/Kolkata",
    });
  });

  it("fills Outlook's compose deeplink: subject, startdt, enddt, body, location", () => {
    const url = new URL(outlookCalendarUrl(gig)!);
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(url.searchParams.get("subject")).toBe("Monsoon Static & Friends");
    expect(url.searchParams.get("startdt")).toBe("2026-11-22T15:00:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-11-22T18:00:00.000Z");
    expect(url.searchParams.get("body")).toContain("https://loudtribe.example/events/e1");
    expect(url.searchParams.get("location")).toBe("antiSOCIAL, Mumbai");
  });

  it("encodes what would otherwise break the query string", () => {
    const url = googleCalendarUrl({ ...gig, name: "A&B=C #1 ?" })!;
    expect(url).not.toContain("A&B=C #1");
    expect(new URL(url).searchParams.get("text")).toBe("A&B=C #1 ?");
  });

  it("gives no link for a gig without a real date", () => {
    expect(googleCalendarUrl({ ...gig, startTime: "TBA" })).toBeUndefined();
    expect(outlookCalendarUrl({ ...gig, startTime: "" })).toBeUndefined();
  });
});
