import { describe, expect, it } from "vitest";
import { eventFormSchema } from "./events";
import { MESSAGES } from "./messages";
import { fieldErrors, parseOk } from "./test-helpers";

describe("eventFormSchema", () => {
  const base = { name: "NH7 Weekender" };

  it("needs a name", () => {
    expect(fieldErrors(eventFormSchema, { name: "  " })).toEqual({ name: [MESSAGES.eventNameRequired] });
  });

  it("fills the optional fields with null and the flags with false", () => {
    expect(parseOk(eventFormSchema, base)).toEqual({
      name: "NH7 Weekender",
      description: null,
      venue: null,
      venueName: null,
      city: null,
      category: null,
      genre: null,
      ticketPrice: null,
      ticketUrl: null,
      externalTicketUrl: null,
      startTime: null,
      endTime: null,
      isFeatured: false,
      isVerified: false,
      coverImageUrl: null,
    });
  });

  it("reads datetime-local values as IST wall-clock", () => {
    const event = parseOk(eventFormSchema, { ...base, startTime: "2026-11-22T23:30", endTime: "2026-11-23T02:30" });
    expect(event.startTime?.toISOString()).toBe("2026-11-22T18:00:00.000Z");
    expect(event.endTime?.toISOString()).toBe("2026-11-22T21:00:00.000Z");
  });

  it("also takes exact ISO instants and Dates (an API client)", () => {
    const event = parseOk(eventFormSchema, {
      ...base,
      startTime: "2026-11-22T18:00:00.000Z",
      endTime: new Date("2026-11-22T21:00:00Z"),
    });
    expect(event.startTime?.toISOString()).toBe("2026-11-22T18:00:00.000Z");
    expect(event.endTime?.toISOString()).toBe("2026-11-22T21:00:00.000Z");
  });

  it("treats blank times as no time and refuses unreadable ones", () => {
    expect(parseOk(eventFormSchema, { ...base, startTime: "" }).startTime).toBeNull();
    expect(fieldErrors(eventFormSchema, { ...base, startTime: "tomorrow at 8" })).toEqual({
      startTime: [MESSAGES.invalidDateTime],
    });
  });

  it("refuses an end that is not after the start", () => {
    expect(
      fieldErrors(eventFormSchema, { ...base, startTime: "2026-11-22T20:00", endTime: "2026-11-22T20:00" }),
    ).toEqual({ endTime: [MESSAGES.endBeforeStart] });
    expect(parseOk(eventFormSchema, { ...base, endTime: "2026-11-22T20:00" }).endTime).toBeInstanceOf(Date);
  });

  it("needs ticket links to be http(s) URLs", () => {
    expect(parseOk(eventFormSchema, { ...base, ticketUrl: "https://in.bookmyshow.com/x" }).ticketUrl).toBe(
      "https://in.bookmyshow.com/x",
    );
    expect(
      fieldErrors(eventFormSchema, { ...base, ticketUrl: "bookmyshow", externalTicketUrl: "javascript:x" }),
    ).toEqual({ ticketUrl: [MESSAGES.invalidUrl], externalTicketUrl: [MESSAGES.invalidUrl] });
  });

  it("keeps the ticket price as free text", () => {
    expect(parseOk(eventFormSchema, { ...base, ticketPrice: " ₹499 onwards " }).ticketPrice).toBe("₹499 onwards");
  });
});
