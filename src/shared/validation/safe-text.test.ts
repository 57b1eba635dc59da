import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isSafeJson, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from "./safe-text";

describe("safe text", () => {
  it("refuses NUL and unpaired surrogates, keeps emoji and other scripts", () => {
    expect(isSafeText("a\u0000b")).toBe(false);
    expect(isSafeText("\ud800")).toBe(false);
    expect(isSafeText("x\udc00")).toBe(false);
    expect(isSafeText("🎸 रॉक Café")).toBe(true);
  });

  it("looks into JSON values and keys", () => {
    expect(isSafeJson({ a: ["ok", { b: "x\u0000" }] })).toBe(false);
    expect(isSafeJson({ "\ud800": 1 })).toBe(false);
    expect(isSafeJson({ a: [1, null, true, "🎸"] })).toBe(true);
  });

  it("is a zod refinement with a clear message", () => {
    const result = z.string().check(safeText()).safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });
});
