import { expect, test } from "./support";

test("a visitor searches from the header with a typo, the URL keeps the query, and a result opens the band", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL("/search");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Search bands, artists, venues and gigs" });
  await expect(box).toBeFocused();

  await box.fill("Monsun Statik");
  await expect(page).toHaveURL(/[?&]q=Monsun\+Statik/);
  const bands = page.getByRole("region", { name: /^Bands/ });
  await expect(bands.getByRole("link").first()).toContainText("Monsoon Static");

  // A shared or reloaded link shows the same results.
  await page.reload();
  await expect(box).toHaveValue("Monsun Statik");
  await expect(bands.getByRole("link").first()).toContainText("Monsoon Static");

  await bands
    .getByRole("link", { name: /Monsoon Static/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bands\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Monsoon Static" })).toBeVisible();
});

test("search groups venues and gigs, each opening its page, and says when nothing matches", async ({ page }) => {
  await page.goto("/search?q=loudbox");
  const venues = page.getByRole("region", { name: /^Venues/ });
  await venues
    .getByRole("link", { name: /The Loudbox/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/venues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "The Loudbox" })).toBeVisible();

  await page.goto("/search?q=loudbox");
  await page
    .getByRole("region", { name: /^Gigs/ })
    // Found by its blurb, which names the venue (content: a club night at The Loudbox).
    .getByRole("link", { name: /Bass Theory w\/ Tara Nimbus/ })
    .click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bass Theory w/ Tara Nimbus" })).toBeVisible();

  await page.goto("/search?q=zqxjvw");
  await expect(page.getByText("Nothing found for “zqxjvw”. Try another spelling or a shorter word.")).toBeVisible();

  await page.goto("/search?q=a");
  await expect(page.getByText("Type at least 2 letters to search bands, artists, venues and gigs.")).toBeVisible();
});
