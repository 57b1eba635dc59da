import { expect, test } from "./support";

test("the home page loads and is titled LoudTribe", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/LoudTribe/);
});
