import { describe, expect, it } from "vitest";
import { linkWebManifest, WEB_MANIFEST_HREF } from "./web-manifest-link";

/** Just enough of a document: a head that holds elements and answers the one query asked of it. */
function fakeDocument() {
  const children: { rel: string; href: string }[] = [];
  const head = {
    children,
    appendChild: (element: { rel: string; href: string }) => children.push(element),
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]' ? (children.find((child) => child.rel === "manifest") ?? null) : null,
  };
  return { head, createElement: () => ({ rel: "", href: "" }) } as unknown as Document & { head: typeof head };
}

describe("linkWebManifest", () => {
  it("links the manifest the build writes", () => {
    const doc = fakeDocument();
    linkWebManifest(doc);
    expect((doc.head as unknown as { children: unknown[] }).children).toEqual([
      { rel: "manifest", href: WEB_MANIFEST_HREF },
    ]);
  });

  it("links it once, however often it is asked", () => {
    const doc = fakeDocument();
    linkWebManifest(doc);
    linkWebManifest(doc);
    expect((doc.head as unknown as { children: unknown[] }).children).toHaveLength(1);
  });
});
