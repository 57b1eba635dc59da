import { expect, type Locator, type Page, test } from "@playwright/test";
import { createAccount, signIn } from "./auth";
import type { Ids, Viewer } from "./route-checks";

/**
 * Every dialog and menu of the app that e2e/accessibility.spec.ts opens under axe (issue 17): who
 * opens it, and `open` goes to where it is, returning its trigger (not pressed yet) and the dialog.
 * The spec presses the trigger, runs axe, closes it with Escape and expects focus back on the trigger.
 */
export type DialogCheck = {
  name: string;
  as: Viewer;
  open: (page: Page, ids: Ids) => Promise<{ trigger: Locator; dialog: Locator }>;
};

const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");

async function openDrawer(page: Page) {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Your Profile" }).click();
  return page.getByRole("dialog", { name: "Your Profile" });
}

/**
 * Makes the page's member the owner of a demo band nobody owns (claimed, approved by the admin), from
 * the middle of the list: e2e/claims.spec.ts takes its bands from the end, e2e/manage.spec.ts from 30 on.
 */
async function ownBand(page: Page): Promise<string> {
  const { email, password } = await createAccount("team");
  const baseURL = test.info().project.use.baseURL!;
  const headers = { origin: baseURL };
  expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers })).ok()).toBe(true);
  const { items } = (await (await page.request.get("/api/bands?limit=30")).json()) as { items: { id: string }[] };
  for (const band of items.slice(15)) {
    const claim = await page.request.post(`/api/pages/bands/${band.id}/claims`, {
      data: { role: "Manager", website: "https://team.example.in" },
      headers,
    });
    if (claim.status() !== 201) continue;
    const { claim: sent } = (await claim.json()) as { claim: { id: string } };
    const admin = await page.context().browser()!.newContext({ baseURL });
    try {
      const adminPage = await admin.newPage();
      await signIn(adminPage, "admin");
      const approved = await adminPage.request.post(`/api/admin/claims/${sent.id}/approve`, { headers });
      expect(approved.status()).toBe(200);
    } finally {
      await admin.close();
    }
    return band.id;
  }
  throw new Error("no demo band left to claim");
}

export const DIALOG_CHECKS: DialogCheck[] = [
  {
    name: "'Sign Up Required' after a visitor's Follow",
    as: "visitor",
    open: async (page, ids) => {
      await page.goto(`/bands/${ids.band}`);
      return {
        trigger: main(page).getByRole("button", { name: "Follow", exact: true }),
        dialog: page.getByRole("dialog", { name: "Sign Up Required" }),
      };
    },
  },
  {
    name: "the share menu on a band page",
    as: "visitor",
    open: async (page, ids) => {
      await page.goto(`/bands/${ids.band}`);
      return { trigger: page.getByRole("button", { name: "Share" }).first(), dialog: page.getByRole("menu") };
    },
  },
  {
    name: "the profile drawer",
    as: "fan",
    open: async (page) => {
      await page.goto("/");
      return {
        trigger: header(page).getByRole("button", { name: "Your Profile" }),
        dialog: page.getByRole("dialog", { name: "Your Profile" }),
      };
    },
  },
  {
    name: "Edit Profile from the drawer",
    as: "fan",
    open: async (page) => ({
      trigger: (await openDrawer(page)).getByRole("button", { name: "Edit Profile" }),
      dialog: page.getByRole("dialog", { name: "Edit Profile" }),
    }),
  },
  {
    name: "'Choose Your Avatar' from the drawer",
    as: "fan",
    open: async (page) => ({
      trigger: (await openDrawer(page)).getByRole("button", { name: "Choose your avatar" }),
      dialog: page.getByRole("dialog", { name: "Choose Your Avatar" }),
    }),
  },
  {
    name: "the admin's 'Reject Band Submission'",
    as: "admin",
    open: async (page) => {
      const name = `Axe Check ${Date.now().toString(36)}`;
      const sent = await page.request.post("/api/band-submissions", {
        data: { name, manager: "Axe Manager", managerEmail: `axe-${Date.now()}@example.in`, location: "Pune" },
      });
      expect(sent.status()).toBe(201);
      await page.goto("/admin/band-approvals");
      return {
        trigger: page.getByRole("article", { name }).getByRole("button", { name: `Reject ${name}` }),
        dialog: page.getByRole("dialog", { name: "Reject Band Submission" }),
      };
    },
  },
  {
    name: "the XP Club",
    as: "fan",
    open: async (page) => {
      await page.goto("/");
      return {
        trigger: header(page).getByRole("button", { name: /^XP Points: / }),
        dialog: page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "WELCOME TO XP CLUB" }) }),
      };
    },
  },
  {
    name: "'Claim this page' on a band page",
    as: "fan",
    open: async (page, ids) => {
      await page.goto(`/bands/${ids.band}`);
      return {
        trigger: main(page).getByRole("button", { name: "Claim this page" }),
        dialog: page.getByRole("dialog", { name: /^Claim / }),
      };
    },
  },
  {
    name: "the owner's 'Page Team'",
    as: "visitor",
    open: async (page) => {
      await page.goto(`/bands/${await ownBand(page)}`);
      return {
        trigger: main(page).getByRole("button", { name: "Page Team" }),
        dialog: page.getByRole("dialog", { name: "Page Team" }),
      };
    },
  },
  {
    name: "'Report this post' in a band's thread",
    // As the admin, not the fan: the thread's posts may all be the fan's own by now (route-checks.ts
    // posts as the fan, so do other stories), and no one is offered a report of their own post.
    as: "admin",
    open: async (page, ids) => {
      await page.goto(`/bands/${ids.band}`);
      return {
        trigger: main(page).getByRole("button", { name: "Report post" }).first(),
        dialog: page.getByRole("dialog", { name: "Report this post" }),
      };
    },
  },
  {
    name: "a manager's 'Cancel this gig'",
    as: "admin",
    open: async (page, ids) => {
      await page.goto(`/manage/gigs/${ids.event}`);
      return {
        trigger: main(page).getByRole("button", { name: "Cancel this gig" }),
        dialog: page.getByRole("dialog", { name: /^Cancel .*\?$/ }),
      };
    },
  },
];
