import { describe, expect, it } from "vitest";
import { linkWebManifest, WEB_MANIFEST_HREF } from "./web-manifest-link";

type Element = { rel: string; href: string };

/** Just enough of a document: a head that holds elements and answers the one query asked of it. */
function fakeDocument() {
  const children: Element[] = [];
  const head = {
    appendChild: (element: Element) => children.push(element),
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]' ? (children.find((child) => child.rel === "manifest") ?? null) : null,
  };
  const doc = { head, createElement: (): Element => ({ rel: "", href: "" }) } as unknown as Document;
  return { doc, children };
}

describe("linkWebManifest", () => {
  it("links the manifest the build writes", () => {
    const { doc, children } = fakeDocument();
    linkWebManifest(doc);
    expect(children).toEqual([{ rel: "manifest", href: WEB_MANIFEST_HREF }]);
  });

  it("links it once, however often it is asked", () => {
    const { doc, children } = fakeDocument();
    linkWebManifest(doc);
    linkWebManifest(doc);
    expect(children).toHaveLength(1);
  });
});
