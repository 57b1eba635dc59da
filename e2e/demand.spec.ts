import type { Page } from "@playwright/test";
import { createAccount, expect, logInWithForm, test } from "./support";
import { getJson } from "./support/acts";

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

type Board = { city: string; items: { band: { id: string; name: string }; count: number }[] };

/** Nothing on the page is wider than the window (no sideways scroll). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a fan asks a band to come to Pune, and Pune's demand board shows the band with its count", async ({ page }) => {
  test.slow();
  const { email, password } = await createAccount("demand");
  await page.goto("/auth?mode=login");
  await logInWithForm(page, email, password);
  await expect(page.getByRole("banner").getByRole("button", { name: "Your Profile" })).toBeVisible();
  const profile = await page.request.patch("/api/me/profile", {
    data: { city: "Pune" },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(profile.status()).toBe(200);

  // The band Pune already wants most (any band when Pune has asked for none): asking again keeps it on page 1.
  const before = await getJson<Board>(page, "/api/demand?city=Pune");
  const { items: bands } = await getJson<{ items: { id: string; name: string }[] }>(page, "/api/bands?limit=1");
  const band = before.items[0]?.band ?? bands[0]!;
  const count = (before.items.find((row) => row.band.id === band.id)?.count ?? 0) + 1;

  // The existing Bring to My City flow on the band page.
  await page.goto(`/bands/${band.id}`);
  await page.getByRole("button", { name: "Bring to My City" }).click();
  await expect(page.getByRole("button", { name: "Wanted in Pune" })).toHaveAttribute("aria-pressed", "true");

  // The band page's 'Where fans want them' line opens the city's board.
  const line = `${count} ${count === 1 ? "fan" : "fans"} in Pune ${count === 1 ? "wants" : "want"} them here`;
  await page.getByRole("link", { name: line }).click();
  await expect(page).toHaveURL(/\/demand\?city=Pune$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bands Pune wants" })).toBeVisible();
  const row = page.getByRole("list", { name: "Bands Pune wants" }).getByRole("listitem").filter({ hasText: band.name });
  await expect(row.first()).toContainText(`${count} ${count === 1 ? "fan wants" : "fans want"} them`);
  await expect(row.first()).toContainText("#1");
  await expectNoSidewaysScroll(page, 390);
  await expectNoSidewaysScroll(page, 320);

  // From a board row to the band's top cities: Pune is there with the same count.
  await page.setViewportSize({ width: 390, height: 800 });
  await row
    .first()
    .getByRole("link", { name: `Where fans want ${band.name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Where fans want ${band.name}` })).toBeVisible();
  const pune = page.getByRole("list", { name: "Top cities" }).getByRole("listitem").filter({ hasText: "Pune" });
  await expect(pune).toContainText(`${count} ${count === 1 ? "fan wants" : "fans want"} them`);
  await expectNoSidewaysScroll(page, 320);
  await page.setViewportSize({ width: 390, height: 800 });

  // The band page's own link to its cities.
  await page.goto(`/bands/${band.id}`);
  await page.getByRole("link", { name: "Every city on the demand board" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Where fans want ${band.name}` })).toBeVisible();
});

test("the Bands page links to the demand board, where any city can be picked", async ({ page }) => {
  await page.goto("/bands");
  await page.getByRole("link", { name: "Demand board" }).click();
  await expect(page).toHaveURL(/\/demand$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demand board" })).toBeVisible();
  await expect(page.getByText("Pick a city to see which bands its fans want most")).toBeVisible();

  // The city autocomplete: picking a suggestion opens that city's board.
  await page.getByRole("combobox", { name: "City" }).fill("Mumb");
  await page
    .getByRole("option", { name: /^Mumbai/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/demand\?city=Mumbai$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bands Mumbai wants" })).toBeVisible();
  await expectNoSidewaysScroll(page, 320);

  // Typed and submitted: a city nobody asked from has an empty board, said so.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole("combobox", { name: "City" }).fill("Nowhereville");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bands Nowhereville wants" })).toBeVisible();
  await expect(page.getByText("No fan in Nowhereville has asked a band to come yet.")).toBeVisible();
});

test("a visitor gets the board rendered on the server", async ({ page }) => {
  const board = await getJson<Board>(page, "/api/demand?city=Pune");
  const rendered = await (await page.request.get("/demand?city=Pune")).text();
  expect(rendered).toContain("Bands Pune wants");
  for (const row of board.items.slice(0, 3)) expect(rendered).toContain(html(row.band.name));
});
