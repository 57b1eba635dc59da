import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./use-auth";

function Orphan() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("refuses to work outside its provider (000 §8)", () => {
    expect(() => renderToString(createElement(Orphan))).toThrow("useAuth must be used within an AuthProvider");
  });
});
