import { describe, expect, it } from "vitest";
import { earliestStep, redirectStep, stepPath } from "./steps";

const session = (voteValue: number | null, selectedName: string | null, registered = false, completed = false) => ({
  voteValue,
  selectedName,
  registered,
  completed,
});

describe("onboarding guards", () => {
  it("sends every step to the earliest incomplete one", () => {
    expect(earliestStep(session(null, null))).toBe(1);
    expect(earliestStep(session(5, null))).toBe(2);
    expect(earliestStep(session(5, "WildRaga1"))).toBe(3);
    expect(earliestStep(session(5, "WildRaga1", true))).toBe(4);
    expect(redirectStep(session(null, null), 4)).toBe(1);
    expect(redirectStep(session(5, null), 3)).toBe(2);
    expect(redirectStep(session(5, "WildRaga1"), 4)).toBe(3);
    expect(redirectStep(session(5, "WildRaga1"), 3)).toBeNull();
    expect(redirectStep(session(5, null), 1)).toBeNull();
  });

  it("keeps a registered session on 'Check Your Email!' or step 4", () => {
    expect(redirectStep(session(5, "WildRaga1", true), 1)).toBe(3);
    expect(redirectStep(session(5, "WildRaga1", true), 2)).toBe(3);
    expect(redirectStep(session(5, "WildRaga1", true), 3)).toBeNull();
    expect(redirectStep(session(5, "WildRaga1", true), 4)).toBeNull();
    expect(redirectStep(session(5, "WildRaga1", true, true), 1)).toBe(4);
  });

  it("builds the step routes", () => {
    const where = { entityType: "band", entityId: "b1" };
    expect(stepPath(where, "s1", 2)).toBe("/onboarding/band/b1/s1/step2");
    expect(stepPath(where, null, 3)).toBe("/onboarding/band/b1/step1");
  });
});
