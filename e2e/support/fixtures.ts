import { type BrowserContext, expect, type Page, test as playwrightTest } from "@playwright/test";

/** Set by src/web/app/layout/page-ready.tsx once React has hydrated (or rendered) the page. */
const PAGE_READY = "data-page-ready";

/**
 * After a full page load, wait until React owns the page: public pages arrive server-rendered, and
 * a click on their buttons before hydration would be lost. Documents that are not the app (JSON,
 * robots.txt, the offline page) have no #root and are not waited on.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    (attribute) => !document.getElementById("root") || document.documentElement.hasAttribute(attribute),
    PAGE_READY,
  );
}

/**
 * Playwright's test with two additions: page.goto and page.reload return once the app is live (see
 * waitForApp), and an uncaught exception in the page fails the test (it would otherwise pass while
 * the user stares at a broken screen). A test that provokes one on purpose
 * lists it: `test.use({ allowedPageErrors: [/chunk failed/] })`.
 */
/** page.goto and page.reload on this page wait for the app (see waitForApp). */
function appAware(page: Page): Page {
  if (awarePages.has(page)) return page;
  awarePages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitForApp(page);
    return response;
  };
  return page;
}
const awarePages = new WeakSet<Page>();

/** Every page this context opens is app-aware. */
function appAwareContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => appAware(await newPage());
  return context;
}

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an automatic fixture that gives no value as void.
const base = playwrightTest.extend<object, { appAwareBrowser: void }>({
  // Contexts a test opens itself (a second member, a visitor) get app-aware pages too.
  appAwareBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => appAwareContext(await newContext(options));
      await use();
    },
    { scope: "worker", auto: true },
  ],
});

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an automatic fixture that gives no value as void.
export const test = base.extend<{ allowedPageErrors: RegExp[]; failOnPageError: void }>({
  page: async ({ page }, use) => {
    await use(appAware(page));
  },
  context: async ({ context }, use) => {
    await use(appAwareContext(context));
  },
  allowedPageErrors: [[], { option: true }],
  failOnPageError: [
    async ({ page, allowedPageErrors }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => {
        if (!allowedPageErrors.some((pattern) => pattern.test(error.message))) errors.push(error);
      });
      await use();
      expect(
        errors.map((error) => error.message),
        "uncaught errors in the page",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
