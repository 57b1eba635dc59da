import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, type SentMail, sentMail, signIn, test } from "./support";

/**
 * Admin stories (issue 8): a fan puts a band forward, an admin works the queue, edits the catalogue,
 * and a fan who opens an edit URL is sent back to the page it edits.
 */

// Each story signs in, loads a form and saves it through the real server: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** The last venue, gig and band of the demo lists: edited here, unlikely to be asserted elsewhere. */
async function someCatalogue(request: APIRequestContext) {
  const venues = await json<{ items: { id: string }[] }>(request, "/api/venues?limit=50");
  const events = await json<{ items: { id: string }[] }>(request, "/api/events?limit=50");
  const bands = await json<{ items: { id: string }[] }>(request, "/api/bands?limit=48");
  return { venue: venues.items.at(-1)!.id, event: events.items.at(-1)!.id, band: bands.items.at(-1)!.id };
}

async function submitAsFan(page: Page, name: string) {
  const res = await page.request.post("/api/band-submissions", {
    data: {
      name,
      manager: "Nikhil Manager",
      managerEmail: `manager-${unique()}@example.in`,
      location: "Pune, Maharashtra",
    },
  });
  expect(res.status()).toBe(201);
}

/** Everything waiting for an admin: bands, gigs, venues and page claims, as the header's badge counts it. */
async function pendingTotal(request: APIRequestContext): Promise<number> {
  const bands = await json<{ count: number }>(request, "/api/admin/bands/pending-count");
  const others = await json<{ gigs: number; venues: number; claims: number }>(
    request,
    "/api/submissions/pending-count",
  );
  return bands.count + others.gigs + others.venues + others.claims;
}

/** Other spec files may add suggestions meanwhile, so the badge is compared with the server's total. */
async function expectHeaderBadge(page: Page) {
  const link = page.getByRole("banner").getByRole("link", { name: /Pending Approvals/ });
  await expect
    .poll(async () => {
      const total = await pendingTotal(page.request);
      const name = (await link.textContent()) ?? "";
      return total > 0 ? name.includes(`${total} pending`) : !name.includes("pending");
    })
    .toBe(true);
}

/** The newest mail to this address about this listing (the demo fan gets mail from other stories too). */
async function mailAbout(to: string, name: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect.poll(() => (found = sentMail(to).findLast((mail) => mail.source.includes(name)))).toBeDefined();
  return found!;
}

async function emailOf(page: Page): Promise<string> {
  return (await json<{ user: { email: string } }>(page.request, "/api/auth/get-session")).user.email;
}

test("a fan submits a band for review from /bands", async ({ page }) => {
  await signIn(page, "fan");
  await page.goto("/bands");
  await page.getByRole("button", { name: "Add Your Band" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Band for Review" });

  await dialog.getByRole("button", { name: "Submit for Review" }).click();
  await expect(dialog.getByText("Band name is required")).toBeVisible();
  await expect(dialog.getByText("Manager name is required")).toBeVisible();
  await expect(dialog.getByText("Valid email is required")).toBeVisible();

  await dialog.getByLabel("Band Name *").fill(`Ghost Notes ${unique()}`);
  await dialog.getByLabel("Manager Name *").fill("Tara Manager");
  await dialog.getByLabel("Manager Email *").fill("tara@ghostnotes.in");
  await dialog.getByRole("combobox", { name: "Primary Genre" }).click();
  await page.getByRole("option", { name: "Jazz" }).click();
  await expect(dialog.getByText("Recommended: 16:9, at least 1200x675 pixels.")).toBeVisible();
  await dialog
    .getByLabel("Banner Image")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: await png(1200, 675) });
  await dialog
    .getByLabel("Profile Image")
    .setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: await png(400, 400) });
  await expect(dialog.getByText("banner.png")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit for Review" }).click();

  await expect(page.getByText("Band Submitted Successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("a visitor who tries to add a band gets the 'Sign Up Required' prompt, as for a gig", async ({ page }) => {
  await page.clock.install();
  await page.goto("/bands");
  await page.getByRole("button", { name: "Add Your Band" }).click();
  const prompt = page.getByRole("dialog", { name: "Sign Up Required" });
  await expect(prompt).toBeVisible();
  await expect(page.getByText("Authentication Required")).toHaveCount(0);
  await prompt.getByRole("button", { name: "Continue Browsing" }).click();
  await expect(prompt).toBeHidden();
  // Invited once is enough: the timed 'Join the Tribe!' does not follow.
  await page.clock.runFor(16_000);
  await page.clock.runFor(6_000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an admin rejects one submission with a reason and approves another, which then appears on /bands", async ({
  browser,
  page,
}) => {
  const rejected = `Static Ritual ${unique()}`;
  const approved = `Monsoon Relay ${unique()}`;
  await signIn(page, "admin");
  await page.goto("/admin/band-approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Band Approval Requests" })).toBeVisible();
  const before = (await json<{ count: number }>(page.request, "/api/admin/bands/pending-count")).count;
  await expect(page.getByText(`${before} pending`, { exact: true })).toBeVisible();

  // A fan submits while the admin watches: the queue and the count update live, well before the 30 s poll.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signIn(fan, "fan");
  await submitAsFan(fan, rejected);
  await submitAsFan(fan, approved);
  await fanContext.close();
  const count = before + 2;
  await expect(page.getByText(`${count} pending`, { exact: true })).toBeVisible();
  await expectHeaderBadge(page);
  await expect(page.getByRole("article", { name: approved })).toBeVisible();

  const rejectCard = page.getByRole("article", { name: rejected });
  await rejectCard.getByRole("button", { name: `Reject ${rejected}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject Band Submission" });
  await dialog.getByRole("button", { name: "Reject Band" }).click();
  await expect(dialog.getByText("Please give a reason for rejecting this band")).toBeVisible();
  await dialog.getByLabel("Reason for rejection").fill("We could not reach the manager.");
  await dialog.getByRole("button", { name: "Reject Band" }).click();
  await expect(page.getByText("Band Rejected")).toBeVisible();
  await expect(rejectCard).toBeHidden();
  await expect(page.getByText(`${count - 1} pending`, { exact: true })).toBeVisible();

  await page
    .getByRole("article", { name: approved })
    .getByRole("button", { name: `Approve ${approved}` })
    .click();
  await expect(page.getByText("Band Approved")).toBeVisible();
  await expect(page.getByRole("article", { name: approved })).toBeHidden();
  await expect(page.getByText(`${count - 2} pending`, { exact: true })).toBeVisible();
  // The header's badge follows at once (it hides itself at zero).
  await expectHeaderBadge(page);

  await page.getByRole("tab", { name: "Admin activity" }).click();
  await expect(page.getByRole("list", { name: "Recent admin actions" })).toContainText(
    `approved the band submission ${approved}`,
  );

  await page.goto(`/bands?search=${encodeURIComponent(approved)}`);
  await expect(page.getByText(approved).first()).toBeVisible();
});

test("an admin edits a venue and sees the change on its page", async ({ page }) => {
  await signIn(page, "admin");
  const ids = await someCatalogue(page.request);
  const marker = unique();
  await page.goto(`/venues/${ids.venue}/edit`);
  await page.getByLabel("Opening Hours").fill(`7:00 PM - 1:00 AM (${marker})`);
  await page.getByLabel("Add an amenity").fill(`Vinyl corner ${marker}`);
  await page.getByLabel("Add an amenity").press("Enter");
  // Two files, one of them not an image: the good one is added, the bad one reported.
  const images = page.getByRole("list", { name: "Venue images" }).getByRole("listitem");
  const imageCount = await images.count();
  await page.getByLabel("Upload Images").setInputFiles([
    { name: "stage.png", mimeType: "image/png", buffer: await png(1280, 720) },
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") },
  ]);
  await expect(page.getByText("Failed to upload some images. Please try again.")).toBeVisible();
  await expect(images).toHaveCount(imageCount + 1);
  await page.getByRole("button", { name: "Update Venue" }).click();
  await expect(page.getByText("Venue updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/venues/${ids.venue}`);
  await expect(page.getByText(`7:00 PM - 1:00 AM (${marker})`)).toBeVisible();
  await expect(page.getByText(`Vinyl corner ${marker}`)).toBeVisible();
});

test("an admin edits a gig, its time read as IST, and sees the change on its page", async ({ page }) => {
  await signIn(page, "admin");
  const ids = await someCatalogue(page.request);
  const marker = unique();
  await page.goto(`/events/${ids.event}/edit`);
  await page.getByLabel("Event Name *").fill(`New Year Set ${marker}`);
  // Half past midnight IST on 1 January is still 31 December in UTC: the page must say January 1.
  await page.getByLabel("Start (IST)").fill("2027-01-01T00:30");
  await page.getByLabel("End (IST)").fill("2027-01-01T03:00");
  // The line-up holds bands as well as artists: put a band on it (it may be there already).
  const lineup = page.getByRole("list", { name: "Line-up" });
  const onLineup = lineup.getByRole("button", { name: "Remove Monsoon Static" });
  if (await onLineup.count()) await onLineup.click();
  await page.getByLabel("Add a band or artist").fill("Monsoon");
  await page.getByRole("button", { name: "Add Monsoon Static" }).click();
  await expect(onLineup).toBeVisible();
  await page.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/events/${ids.event}`);
  await expect(page.getByRole("heading", { level: 1, name: `New Year Set ${marker}` })).toBeVisible();
  await expect(page.getByText("Friday, January 1, 2027")).toBeVisible();
  await expect(page.getByText("12:30 AM IST").first()).toBeVisible();
  await page
    .getByRole("list", { name: "Bands" })
    .getByRole("link", { name: /Monsoon Static/ })
    .click();
  await page.getByRole("tab", { name: "Gigs & Highlights" }).click();
  await expect(page.getByText(`New Year Set ${marker}`).first()).toBeVisible();
});

test("an admin edits a band and its members and sees the change on its profile", async ({ page }) => {
  await signIn(page, "admin");
  const ids = await someCatalogue(page.request);
  const marker = unique();
  await page.goto(`/bands/${ids.band}/edit`);
  await page.getByLabel("Bio").fill(`Rewritten by the admin ${marker}.`);
  await page.getByRole("button", { name: "Add member" }).click();
  await page
    .getByLabel(/Member \d+ name/)
    .last()
    .fill(`Drummer ${marker}`);
  await page.getByRole("button", { name: "Update Band" }).click();
  await expect(page.getByText("Band updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(`/bands/${ids.band}`);
  await expect(page.getByText(`Rewritten by the admin ${marker}.`)).toBeVisible();
  await expect(page.getByText(`Drummer ${marker}`)).toBeVisible();
});

test("a fan who opens an edit page is sent back to the page it edits", async ({ page }) => {
  await signIn(page, "fan");
  const ids = await someCatalogue(page.request);
  for (const path of [`/venues/${ids.venue}`, `/events/${ids.event}`, `/bands/${ids.band}`]) {
    await page.goto(`${path}/edit`);
    await expect(page).toHaveURL(path);
  }
  await page.goto("/admin/band-approvals");
  await expect(page).toHaveURL("/");
});

test("an admin opening the edit page of a record that does not exist is told so", async ({ page }) => {
  await signIn(page, "admin");
  const missing = "00000000-0000-4000-8000-000000000000";
  for (const [path, heading] of [
    [`/venues/${missing}/edit`, "Venue Not Found"],
    [`/events/${missing}/edit`, "Event Not Found"],
    [`/bands/${missing}/edit`, "Band Not Found"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
});

test("a fan suggests a gig with Add your Gig, an admin approves it and finds it on its page", async ({
  browser,
  page,
}) => {
  const name = `Kabir Night ${unique()}`;
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signIn(fan, "fan");
  await fan.goto("/events");
  await fan.getByRole("button", { name: "Add your Gig" }).click();
  const form = fan.getByRole("dialog", { name: "Add your Gig" });
  await form.getByLabel("Gig name", { exact: true }).fill(name);
  await form.getByLabel("Venue", { exact: true }).fill("Antisocial");
  await form.getByLabel("City", { exact: true }).fill("Pune");
  await form.getByLabel("Starts (IST)", { exact: true }).fill("2031-03-14T20:30");
  await form.getByLabel("Ticket link (optional)").fill("https://tickets.example.in/kabir");
  await form.getByRole("button", { name: "Submit Gig" }).click();
  await expect(fan.getByText("Gig Submitted Successfully!")).toBeVisible();
  const fanEmail = await emailOf(fan);
  await fanContext.close();

  await signIn(page, "admin");
  await page.goto("/admin/band-approvals");
  await page.getByRole("tab", { name: /^Gigs/ }).click();
  await expect(page).toHaveURL(/tab=gigs/);
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Friday, March 14, 2031 at 8:30 PM IST");
  await expect(card).toContainText("Antisocial");
  await expect(card.getByRole("link", { name: "https://tickets.example.in/kabir" })).toBeVisible();
  await expectHeaderBadge(page);

  await card.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(page.getByText("Gig Approved")).toBeVisible();
  await expect(card).toBeHidden();
  await expectHeaderBadge(page);

  const mail = await mailAbout(fanEmail, name);
  const gigLink = mail.links.find((link) => /\/events\/[0-9a-f-]{36}$/.test(link));
  expect(gigLink, mail.source).toBeDefined();

  await page.getByRole("tab", { name: "Admin activity" }).click();
  const activity = page.getByRole("list", { name: "Recent admin actions" });
  await expect(activity).toContainText(`approved the gig suggestion ${name}`);
  await activity.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new URL(gigLink!).pathname);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("an admin rejects a venue suggestion with a reason, which is mailed to the fan", async ({ browser, page }) => {
  const name = `Echo Chamber ${unique()}`;
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signIn(fan, "fan");
  const res = await fan.request.post("/api/submissions/venues", {
    data: {
      name,
      city: "Shillong",
      location: "Police Bazar, Meghalaya",
      venueType: "Club",
      capacity: "250",
      website: "https://echo.example.in",
    },
  });
  expect(res.status()).toBe(201);
  const fanEmail = await emailOf(fan);
  await fanContext.close();

  await signIn(page, "admin");
  await page.goto("/admin/band-approvals?tab=venues");
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Police Bazar, Meghalaya");
  await expect(card).toContainText("250");
  await card.getByRole("button", { name: `Reject ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reject Venue Suggestion" });
  await dialog.getByRole("button", { name: "Reject Venue" }).click();
  await expect(dialog.getByText("Please give a reason for rejecting this suggestion")).toBeVisible();
  await dialog.getByLabel("Reason for rejection").fill("We could not confirm this venue is open.");
  await dialog.getByRole("button", { name: "Reject Venue" }).click();
  await expect(page.getByText("Venue Rejected")).toBeVisible();
  await expect(card).toBeHidden();

  const mail = await mailAbout(fanEmail, name);
  expect(mail.source).toContain("We could not confirm this venue is open.");
  await page.getByRole("tab", { name: "Admin activity" }).click();
  await expect(page.getByRole("list", { name: "Recent admin actions" })).toContainText(
    `rejected the venue suggestion ${name}`,
  );
});
