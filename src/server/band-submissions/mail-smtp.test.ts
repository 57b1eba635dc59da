import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { startTestSmtp, type TestSmtp } from "../mail/testing";
import { createTestApp, type TestApp } from "../test";

/** The three mails of a submission's life, delivered to a real SMTP server on a local port. */
let t: TestApp;
let smtp: TestSmtp;
let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
  fan = await createFan(t.deps, { displayName: "Kabir Loud" });
  admin = await createAdmin(t.deps);
});

async function submit(name: string, managerEmail: string): Promise<string> {
  const res = await t.app.request(
    "/api/band-submissions",
    jsonRequest("POST", { name, manager: "Meera", managerEmail }, fan),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: { id: string } }).submission.id;
}

describe("band submission mail over SMTP", () => {
  it("tells each admin about a new submission (notify-admin-new-band)", async () => {
    await submit("Swarathma", "meera@swarathma.in");
    const mail = await smtp.waitFor(admin.email, { subject: /Swarathma/ });
    expect(mail.subject).toBe("New band submission: Swarathma");
    expect(mail.source).toContain("Kabir Loud");
    expect(mail.source).toContain(fan.email);
    expect(mail.source).toContain("meera@swarathma.in");
    expect(mail.links).toContain("http://localhost:3000/admin/band-approvals");
  });

  it("tells the manager when the band is approved, with a link to its page", async () => {
    const id = await submit("Skrat", "manager@skrat.in");
    const res = await t.app.request(`/api/admin/bands/${id}/approve`, jsonRequest("POST", {}, admin));
    const { band } = (await res.json()) as { band: { id: string } };
    const mail = await smtp.waitFor("manager@skrat.in", { subject: /Skrat/ });
    expect(mail.subject).toBe("Skrat is now live on LoudTribe");
    expect(mail.links).toContain(`http://localhost:3000/bands/${band.id}`);
  });

  it("tells the submitter the reason when the band is rejected", async () => {
    const id = await submit("Half Step Down", "hsd@example.in");
    const since = smtp.received.length;
    await t.app.request(
      `/api/admin/bands/${id}/reject`,
      jsonRequest("POST", { rejectionReason: "We need a working manager e-mail." }, admin),
    );
    const mail = await smtp.waitFor(fan.email, { since, subject: /Half Step Down/ });
    expect(mail.subject).toBe("Your band submission: Half Step Down");
    expect(mail.source).toContain("We need a working manager e-mail.");
  });
});
