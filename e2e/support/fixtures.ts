import { test as base, expect } from "@playwright/test";

/**
 * Playwright's test with one addition: an uncaught exception in the page fails the test (it would
 * otherwise pass while the user stares at a broken screen). A test that provokes one on purpose
 * lists it: `test.use({ allowedPageErrors: [/chunk failed/] })`.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an automatic fixture that gives no value as void.
export const test = base.extend<{ allowedPageErrors: RegExp[]; failOnPageError: void }>({
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
