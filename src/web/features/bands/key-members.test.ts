import { describe, expect, it } from "vitest";
import type { BandMember } from "@/shared/contract/bands";
import { keyMembersOf } from "./key-members";

const member = (name: string, artistId?: string, isKeyMember = true): BandMember => ({
  id: name,
  name,
  role: "Vocals",
  isKeyMember,
  artist: artistId ? { userId: artistId, name, avatarUrl: null } : null,
});

describe("keyMembersOf", () => {
  it("links a key member who is an artist account to their artist page, and leaves the others plain", () => {
    expect(
      keyMembersOf({
        keyMembers: ["Meher Sol", "Rohan Das"],
        members: [member("Meher Sol", "a1"), member("Rohan Das")],
      }),
    ).toEqual([
      { name: "Meher Sol", artistId: "a1" },
      { name: "Rohan Das", artistId: null },
    ]);
  });

  it("falls back to the members marked key when the field is empty, matching names without case", () => {
    expect(
      keyMembersOf({ keyMembers: [], members: [member("Tara Nimbus", "a2"), member("Ira Sen", undefined, false)] }),
    ).toEqual([{ name: "Tara Nimbus", artistId: "a2" }]);
    expect(keyMembersOf({ keyMembers: ["tara nimbus"], members: [member("Tara Nimbus", "a2")] })).toEqual([
      { name: "tara nimbus", artistId: "a2" },
    ]);
  });
});
