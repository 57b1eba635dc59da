import { expect, test } from "./support";

/**
 * Issue 20: a carousel's engine (Embla) is not part of a first visit. Until a visitor reaches for a
 * carousel its slides scroll natively (snap points); a touch, the pointer, focus or a press brings
 * the engine, which takes over at the slide in view and loops.
 */

test("the engine downloads when a visitor reaches for a carousel; before, its slides scroll natively; after, the buttons move them", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const engineAsked = () => scripts.some((path) => path.startsWith("/assets/carousel-engine-"));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");
  await page.waitForSelector("html[data-page-ready]", { state: "attached" });
  const featured = page.locator('[aria-roledescription="carousel"][aria-label="Featured Bands"]');
  const slides = featured.getByRole("group");
  const count = await slides.count();
  expect(count, "featured bands to page through").toBeGreaterThan(2);
  const slide = (n: number) => featured.getByRole("group", { name: `${n} of ${count}`, exact: true });
  await page.waitForTimeout(1_000);
  expect(engineAsked(), "the engine before anyone reached for a carousel").toBe(false);

  // A swipe (here: the native scroll it makes) pages through the slides without the engine.
  await featured.evaluate((region) => {
    const viewport = region.querySelector<HTMLElement>("[class*='overflow-x-auto']")!;
    const second = viewport.firstElementChild!.children[1] as HTMLElement;
    viewport.scrollBy({ left: second.getBoundingClientRect().left - viewport.getBoundingClientRect().left });
  });
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  expect(engineAsked()).toBe(false);

  // A press brings the engine; it starts at the slide in view, and the press is done, not lost.
  await featured.getByRole("button", { name: "Next slide" }).click();
  await expect.poll(engineAsked).toBe(true);
  await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
  await featured.getByRole("button", { name: "Previous slide" }).click();
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  // It loops: back from the first slide is the last one.
  await featured.getByRole("button", { name: "Previous slide" }).click();
  await featured.getByRole("button", { name: "Previous slide" }).click();
  await expect(slide(count)).toBeInViewport({ ratio: 0.9 });
  expect(errors).toEqual([]);
});
