import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./form-field";

type FieldChildren = Parameters<typeof Field>[0]["children"];

/** Field rendered inside a component of its own, as a form would (it uses hooks). */
const render = (label: string, error?: string) => {
  const control: FieldChildren = (props) => createElement("input", props);
  const Probe = () => Field({ label, error, children: control });
  return renderToStaticMarkup(createElement(Probe));
};

describe("Field", () => {
  it("marks the control aria-required when its label ends with '*', not only with the star", () => {
    expect(render("Band Name *")).toMatch(/<input[^>]*aria-required="true"/);
  });

  it("leaves optional fields alone, even with a star inside the label", () => {
    expect(render("Bio")).not.toContain("aria-required");
    expect(render("Rating (1*–5*)")).not.toContain("aria-required");
  });

  it("ties the error message to the control", () => {
    const html = render("City *", "City is required");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    const id = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<p id="${id}"`);
  });
});
