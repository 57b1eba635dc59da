import type { Page } from "@playwright/test";

/** The phone widths every route is laid out at (issue 17): the smallest phones, and the common Android one. */
export const NARROW_WIDTHS = [320, 360] as const;

/** What one layout check found at one width; empty lists when the page is fine. */
export type LayoutFindings = {
  /** What reaches past the right edge (the page scrolls sideways), innermost elements first. */
  overflow: string[];
  /** Focusable elements that, once focused, are under the header, a sticky bar or the bottom nav (2.4.11). */
  hidden: string[];
  /** How many focusable elements were focused. */
  focused: number;
};

/**
 * At `width`: whether the page scrolls sideways, and every focusable element focused in turn (in
 * document order, as Tab would reach them) with its box checked against the fixed and sticky bars.
 * Focusing from script scrolls the element into view the way Tab does (same scroll-padding), and the
 * whole walk is one `evaluate`, so a page with a hundred controls costs one round trip.
 *
 * A control counts as hidden when focusing it leaves it off the screen, or when the point at the
 * centre of its part on screen belongs to a fixed or sticky bar it is not part of. Controls drawn
 * 2 px or less (visually hidden inputs whose label is the visible part) and controls scrolled sideways
 * inside a carousel are not pointed at.
 */
export async function checkLayout(page: Page, width: number): Promise<LayoutFindings> {
  await page.setViewportSize({ width, height: 720 });
  // One frame for the layout at the new width (media queries, ResizeObservers).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await sidewaysScroll(page);
  const findings = await page.evaluate(() => {
    const root = document.documentElement;
    const describe = (el: Element) => el.outerHTML.replace(/\s+/g, " ").slice(0, 160);

    /** The nearest fixed or sticky box around `el` (itself included), if any. */
    function bar(el: Element | null): Element | null {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return node;
      }
      return null;
    }

    const FOCUSABLE =
      "a[href], button, input:not([type='hidden']), select, textarea, summary, iframe, [tabindex], [contenteditable='true']";
    const candidates = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.matches(":disabled") &&
        !el.closest("[inert], [aria-hidden='true']") &&
        el.checkVisibility({ visibilityProperty: true, opacityProperty: false }),
    );

    const hidden: string[] = [];
    let focused = 0;
    for (const el of candidates) {
      el.focus();
      if (document.activeElement !== el) continue;
      focused++;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const x = box.left + box.width / 2;
      if (x < 0 || x > root.clientWidth) continue;
      // The centre of the part on screen: a control taller than the screen (a tab panel) shows its top.
      const shownTop = Math.max(box.top, 0);
      const shownBottom = Math.min(box.bottom, root.clientHeight);
      if (shownBottom <= shownTop) {
        hidden.push(`off screen (top at y ${Math.round(box.top)}): ${describe(el)}`);
        continue;
      }
      const y = (shownTop + shownBottom) / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      const cover = bar(hit);
      if (cover && !cover.contains(el)) hidden.push(`under ${describe(cover).slice(0, 60)}: ${describe(el)}`);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return { hidden, focused };
  });
  const after = await sidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  return { overflow: before.length > 0 ? before : after, ...findings };
}

/** The text sizes every route is checked at with 200 % text (issue 17, WCAG 1.4.4): a phone and a desktop. */
export const LARGE_TEXT_WIDTHS = [360, 1280] as const;

/**
 * With the text at 200 % (the root font size doubled, which is what a browser's text-size setting
 * does to a rem-based layout) at `width`: what pushes the page sideways, and any line of the h1 that
 * another element covers (the band page's Follow button once sat on the name). Empty when fine.
 * The text size is put back afterwards.
 */
export async function checkLargeText(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 800 });
  const style = await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const sideways = await sidewaysScroll(page);
    const covered = await page.evaluate(() => {
      const describe = (el: Element) => el.outerHTML.replace(/\s+/g, " ").slice(0, 160);
      const found: string[] = [];
      const h1 = document.querySelector("h1");
      const shown = h1 && h1.getBoundingClientRect().width > 2 && h1.getBoundingClientRect().height > 2;
      // A visually hidden h1 (home's) is for screen readers: nothing to cover.
      if (h1 && shown) {
        h1.scrollIntoView({ block: "center" });
        const text = document.createRange();
        text.selectNodeContents(h1);
        for (const line of text.getClientRects()) {
          if (line.width < 1 || line.height < 1) continue;
          const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
          if (hit && !h1.contains(hit) && !hit.contains(h1)) {
            found.push(`h1 "${h1.textContent?.trim().slice(0, 40)}" covered by ${describe(hit)}`);
            break;
          }
        }
        window.scrollTo(0, 0);
      }
      return found;
    });
    return [...sideways, ...covered];
  } finally {
    await style.evaluate((node) => (node as Element).remove());
  }
}

/** What reaches past the right edge when the page scrolls sideways, innermost elements first; empty when it does not. */
function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const describe = (el: Element) => el.outerHTML.replace(/\s+/g, " ").slice(0, 160);
    const past = [...document.body.querySelectorAll("*")].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5,
    );
    // The innermost ones name the culprit; their ancestors only carry it.
    return [
      `scrollWidth ${root.scrollWidth} at ${root.clientWidth}`,
      ...past
        .filter((el) => !past.some((other) => other !== el && el.contains(other)))
        .slice(0, 5)
        .map(describe),
    ];
  });
}
