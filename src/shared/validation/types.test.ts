/** The schemas' inferred types are what forms and routes will be typed by: pin them down. */
import { describe, expectTypeOf, it } from "vitest";
import type { Genre } from "../genres";
import type { BandEdit, BandEditInput, BandSubmission } from "./bands";
import type { Post } from "./community";
import type { EventForm, EventFormInput } from "./events";
import type { ProfileEdit } from "./profile";
import type { VenueForm, VenueFormInput } from "./venues";

describe("inferred types", () => {
  it("gives nullable outputs for optional fields and plain values for fallbacks", () => {
    expectTypeOf<BandSubmission["name"]>().toEqualTypeOf<string>();
    expectTypeOf<BandSubmission["primaryGenre"]>().toEqualTypeOf<Genre | null>();
    expectTypeOf<BandEdit["featured"]>().toEqualTypeOf<number>();
    expectTypeOf<BandEdit["managerEmail"]>().toEqualTypeOf<string | null>();
    expectTypeOf<EventForm["startTime"]>().toEqualTypeOf<Date | null>();
    expectTypeOf<EventForm["isFeatured"]>().toEqualTypeOf<boolean>();
    expectTypeOf<VenueForm["halls"]>().toEqualTypeOf<number>();
    expectTypeOf<VenueForm["amenities"]>().toEqualTypeOf<string[]>();
    expectTypeOf<ProfileEdit["displayName"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Post["postCategory"]>().toEqualTypeOf<
      | "general"
      | "fan-art"
      | "discussion"
      | "gossip"
      | "gig-talk"
      | "tickets"
      | "location"
      | "amenities"
      | "buddy"
      | "venue"
    >();
  });

  it("accepts what a form holds as input", () => {
    expectTypeOf<{ name: string; city: string; halls: string; rating: number }>().toExtend<VenueFormInput>();
    expectTypeOf<{ name: string; featured: string }>().toExtend<BandEditInput>();
    expectTypeOf<{ name: string; startTime: string; endTime: Date }>().toExtend<EventFormInput>();
  });
});
