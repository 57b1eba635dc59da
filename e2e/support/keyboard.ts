import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus, as someone without a mouse would, and checks on the way that
 * the control is drawn with a focus indicator (2.4.7) and not hidden under the sticky header or the
 * fixed bottom nav (2.4.11). Fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { limit = 120, key = "Tab" } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusShown(page);
      return;
    }
  }
  throw new Error(`${target} was not reached with ${limit} presses of ${key}`);
}

/** The focused element draws an outline or ring, and no fixed bar covers it. */
export async function expectFocusShown(page: Page) {
  const state = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const drawn = (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
    const rect = element.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect();
    const nav = document.querySelector("nav[aria-label='Main']")?.getBoundingClientRect() ?? null;
    const covered =
      (header !== undefined &&
        rect.bottom <= header.bottom &&
        rect.top < header.bottom &&
        !element.closest("header")) ||
      (nav !== null && rect.top >= nav.top - 1 && !element.closest("nav"));
    return { drawn, covered, what: element.outerHTML.slice(0, 120) };
  });
  expect(state.drawn, `focus indicator on ${state.what}`).toBe(true);
  expect(state.covered, `focused ${state.what} is under a fixed bar`).toBe(false);
}
