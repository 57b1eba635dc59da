import { describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { loadEnv } from "../env";
import { createTestApp } from "../test";

/** Issue 15 item 4: Prometheus metrics at /metrics, behind METRICS_TOKEN. */
const TOKEN = "metrics-token-for-tests-0123";
const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
const scrape = async () => {
  const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The value of one sample line, e.g. `name{labels} 3`; 0 when absent. */
const sample = (text: string, line: RegExp) =>
  Number(
    text
      .split("\n")
      .find((l) => line.test(l))
      ?.split(" ")
      .at(-1) ?? 0,
  );

describe("GET /metrics", () => {
  it("is a 404 while METRICS_TOKEN is unset", async () => {
    const off = await createTestApp();
    const res = await off.app.request("/metrics");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("wants the bearer token: none or a wrong one is a 401", async () => {
    expect((await t.app.request("/metrics")).status).toBe(401);
    const wrong = await t.app.request("/metrics", { headers: { authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("counts requests by route pattern and status, never by the path asked for", async () => {
    const id = crypto.randomUUID();
    await t.app.request(`/api/bands/${id}`);
    await t.app.request(`/api/bands/${id}`);
    const text = await scrape();
    expect(text).toContain("# TYPE loudtribe_http_requests_total counter");
    expect(sample(text, /^loudtribe_http_requests_total\{method="GET",route="\/api\/bands\/:id",status="404"\}/)).toBe(
      2,
    );
    expect(text).not.toContain(id);
    expect(text).toMatch(/^loudtribe_http_request_duration_seconds_bucket\{.*route="\/api\/bands\/:id"/m);
    expect(text).toContain("loudtribe_sse_connections 0");
    expect(text).toMatch(/^loudtribe_job_queue_depth \d+$/m);
    expect(text).toMatch(/^loudtribe_db_pool_connections\{state="in_use"\} \d+$/m);
  });

  it("counts XP awards and mails", async () => {
    const before = await scrape();
    const fan = await createFan(t.deps);
    const mission = await t.app.request("/api/xp/mission", { method: "POST", headers: fan.headers });
    expect(mission.status).toBe(200);
    await t.deps.mailer.send({ to: fan.email, subject: "Hello", text: "Hi" });
    const after = await scrape();
    const awards = /^loudtribe_xp_awards_total\{action="[^"]+"\}/;
    const sum = (text: string) =>
      text
        .split("\n")
        .filter((l) => awards.test(l))
        .reduce((total, l) => total + Number(l.split(" ").at(-1)), 0);
    expect(sum(after)).toBeGreaterThan(sum(before));
    const sent = /^loudtribe_mail_total\{outcome="sent"\}/;
    expect(sample(after, sent)).toBe(sample(before, sent) + 1);
  });
});

describe("METRICS_TOKEN", () => {
  it("refuses a short token at start with a message naming the setting", () => {
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});
