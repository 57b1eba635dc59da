import { describe, expect, it } from "vitest";
import { idPathParam, isPathNotFound, uuidPathParam } from "./params";

const ID = "0000000a-0000-4000-8000-000000000001";
const params = uuidPathParam("id", "Band ID is required", "Band not found");

const issuesOf = (schema: typeof params, id: string) => {
  const result = schema.safeParse({ id });
  return result.success ? [] : result.error.issues;
};

describe("uuidPathParam with a not-found message", () => {
  it("reads a uuid, trimmed and lowercased (the form stored and used in XP subject keys)", () => {
    expect(params.parse({ id: ` ${ID.toUpperCase()} ` })).toEqual({ id: ID });
  });

  it("refuses a blank id with the required message, as a 422 (not a path-not-found issue)", () => {
    const issues = issuesOf(params, "  ");
    expect(issues.map((issue) => issue.message)).toEqual(["Band ID is required"]);
    expect(issues.some(isPathNotFound)).toBe(false);
  });

  it("marks an id that is not a uuid as the resource's 404", () => {
    const issues = issuesOf(params, "not-a-uuid");
    expect(issues).toHaveLength(1);
    expect(isPathNotFound(issues[0]!)).toBe(true);
    expect(issues[0]!.message).toBe("Band not found");
  });
});

describe("idPathParam", () => {
  it("makes a blank or malformed id the resource's 404", () => {
    const gig = idPathParam("id", "Gig not found");
    for (const id of ["", "nope"]) {
      const issues = issuesOf(gig, id);
      expect(issues.every(isPathNotFound)).toBe(true);
      expect(issues.map((issue) => issue.message)).toEqual(["Gig not found"]);
    }
    expect(gig.parse({ id: ID })).toEqual({ id: ID });
  });
});
