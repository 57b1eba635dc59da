import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine } from "./ics";

const gig = {
  id: "0b9c1a2e-1111-4222-8333-944455556666",
  name: "Monsoon Static; live, loud",
  description: "Line 1\nLine 2 \\ backslash",
  startTime: new Date("2026-11-22T15:00:00Z"),
  location: "antiSOCIAL, Mumbai",
  url: "https://loudtribe.example/events/0b9c1a2e-1111-4222-8333-944455556666",
  updatedAt: new Date("2026-11-01T10:00:00Z"),
};

/** Unfolds continuation lines, as a calendar reader does. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("iCalendar", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a;b,c\\d\ne\r\nf\u0007")).toBe("a\\;b\\,c\\\\d\\ne\\nf");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"गीत".repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("writes one VEVENT per dated gig: UTC times, 3 hours, escaped text, CRLF lines", () => {
    const ics = buildIcs([gig, { ...gig, id: "undated", startTime: "not a date" }], {
      uidDomain: "loudtribe.example",
      now: new Date("2026-11-20T00:00:00Z"),
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => line === "" || !line.includes("\n"))).toBe(true);
    const lines = unfold(ics).split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//LoudTribe//Gigs//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain("UID:0b9c1a2e-1111-4222-8333-944455556666@loudtribe.example");
    expect(lines).toContain("DTSTAMP:20261101T100000Z");
    expect(lines).toContain("DTSTART:20261122T150000Z");
    expect(lines).toContain("DTEND:20261122T180000Z");
    expect(lines).toContain("SUMMARY:Monsoon Static\\; live\\, loud");
    expect(lines).toContain(
      "DESCRIPTION:Line 1\\nLine 2 \\\\ backslash\\n\\nhttps://loudtribe.example/events/0b9c1a2e-1111-4222-8333-944455556666",
    );
    expect(lines).toContain("LOCATION:antiSOCIAL\\, Mumbai");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("keeps injected line breaks from starting new properties", () => {
    const ics = buildIcs([{ ...gig, name: "Gig\r\nBEGIN:VEVENT\nATTACH:evil" }], { uidDomain: "x" });
    expect(
      unfold(ics)
        .split("\r\n")
        .filter((line) => line.startsWith("BEGIN:VEVENT")),
    ).toHaveLength(1);
    expect(unfold(ics)).toContain("SUMMARY:Gig\\nBEGIN:VEVENT\\nATTACH:evil");
  });
});
