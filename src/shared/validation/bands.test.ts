import { describe, expect, it } from "vitest";
import { bandEditSchema, bandRejectionSchema, bandSubmissionSchema } from "./bands";
import { MESSAGES } from "./messages";
import { fieldErrors, parseOk } from "./test-helpers";

describe("bandSubmissionSchema", () => {
  const minimal = { name: "The Local Train", manager: "Raman", managerEmail: "raman@tlt.in" };

  it("needs a name, a manager and a valid manager e-mail, with the spec's messages", () => {
    expect(fieldErrors(bandSubmissionSchema, {})).toEqual({
      name: [MESSAGES.bandNameRequired],
      manager: [MESSAGES.managerNameRequired],
      managerEmail: [MESSAGES.validEmailRequired],
    });
    expect(fieldErrors(bandSubmissionSchema, { name: " ", manager: "", managerEmail: "raman@" })).toEqual({
      name: [MESSAGES.bandNameRequired],
      manager: [MESSAGES.managerNameRequired],
      managerEmail: [MESSAGES.validEmailRequired],
    });
  });

  it("makes every other field optional, blank as null", () => {
    expect(parseOk(bandSubmissionSchema, { ...minimal, bio: "", location: "  ", primaryGenre: "" })).toEqual({
      ...minimal,
      managerPhone: null,
      bio: null,
      location: null,
      primaryGenre: null,
      secondaryGenre: null,
      keyMembers: null,
      avatarUrl: null,
      profileBannerUrl: null,
    });
  });

  it("takes genres from the spec's list only", () => {
    expect(
      parseOk(bandSubmissionSchema, { ...minimal, primaryGenre: "Rock", secondaryGenre: "Hip Hop" }),
    ).toMatchObject({ primaryGenre: "Rock", secondaryGenre: "Hip Hop" });
    expect(fieldErrors(bandSubmissionSchema, { ...minimal, primaryGenre: "Bhangra-core" })).toEqual({
      primaryGenre: [MESSAGES.genreUnknown],
    });
  });

  it("accepts our upload paths and http(s) images, nothing else", () => {
    expect(parseOk(bandSubmissionSchema, { ...minimal, avatarUrl: "/media/bands/a.webp" }).avatarUrl).toBe(
      "/media/bands/a.webp",
    );
    expect(parseOk(bandSubmissionSchema, { ...minimal, avatarUrl: "https://cdn.example.com/a.png" }).avatarUrl).toBe(
      "https://cdn.example.com/a.png",
    );
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "data:image/png;base64,AA",
      "a.png",
    ]) {
      expect(fieldErrors(bandSubmissionSchema, { ...minimal, avatarUrl: bad })).toEqual({
        avatarUrl: [MESSAGES.invalidImageRef],
      });
    }
  });
});

describe("bandRejectionSchema", () => {
  it("refuses a blank reason", () => {
    for (const reason of [undefined, "", "   \n "]) {
      expect(fieldErrors(bandRejectionSchema, { rejectionReason: reason })).toEqual({
        rejectionReason: [MESSAGES.rejectionReasonRequired],
      });
    }
  });

  it("keeps a trimmed reason", () => {
    expect(parseOk(bandRejectionSchema, { rejectionReason: "  Duplicate of an existing band " })).toEqual({
      rejectionReason: "Duplicate of an existing band",
    });
  });
});

describe("bandEditSchema", () => {
  const base = { name: "Parvaaz" };

  it("needs a name", () => {
    expect(fieldErrors(bandEditSchema, { name: "" })).toEqual({ name: [MESSAGES.bandNameRequired] });
  });

  it("falls back to featured 0 when it is blank or unreadable", () => {
    for (const featured of [undefined, null, "", "abc", Number.NaN]) {
      expect(parseOk(bandEditSchema, { ...base, featured }).featured).toBe(0);
    }
  });

  it("reads featured from a number or a numeric string", () => {
    expect(parseOk(bandEditSchema, { ...base, featured: 3 }).featured).toBe(3);
    expect(parseOk(bandEditSchema, { ...base, featured: " 2 " }).featured).toBe(2);
  });

  it("refuses a featured value that is not a whole number of 0 or more", () => {
    for (const featured of [1.5, "-1", -2]) {
      expect(fieldErrors(bandEditSchema, { ...base, featured })).toEqual({ featured: [MESSAGES.featuredWhole] });
    }
  });

  it("checks the manager e-mail only when one is given", () => {
    expect(parseOk(bandEditSchema, { ...base, managerEmail: "" }).managerEmail).toBeNull();
    expect(parseOk(bandEditSchema, { ...base, managerEmail: " m@band.in " }).managerEmail).toBe("m@band.in");
    expect(fieldErrors(bandEditSchema, { ...base, managerEmail: "m@" })).toEqual({
      managerEmail: [MESSAGES.invalidEmail],
    });
  });
});
