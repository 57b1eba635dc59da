import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { blogs } from "../db/schema";
import { createTestApp } from "../test";
import { sanitizeBlogHtml } from "./sanitize";
import { insertBlogs } from "./service";

const { app, db, deps } = await createTestApp();

type Item = { id: string; title: string; publishedAt: string; excerpt: string; author: string; image: string | null };

async function rawBlog(values: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await db
    .insert(blogs)
    .values({ title: "A post", excerpt: "Short", content: "<p>Body</p>", author: "Tribe Editorial", ...values })
    .returning();
  return row!;
}

// Each of these must come out unable to run script (001 §2: the body is sanitised on the server).
const MALICIOUS = [
  `<script>alert(1)</script><p>ok</p>`,
  `<p onclick="alert(1)" onmouseover="steal()">hover</p>`,
  `<img src="x" onerror="alert(1)">`,
  `<img src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed case</a>`,
  `<a href="&#106;avascript:alert(1)">entity</a>`,
  `<a href=" javascript:alert(1)">space</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg onload="alert(1)"><circle /></svg>`,
  `<style>body{display:none}</style><p style="background:url(javascript:alert(1))">styled</p>`,
  `<form action="https://evil.example"><input name="password"></form>`,
  `<object data="evil.swf"></object><embed src="evil.swf">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<a href="//evil.example">protocol relative</a>`,
  `<details open ontoggle="alert(1)">x</details>`,
  `<body onload="alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
];

function assertInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<style|<form|<input|<object|<embed|<meta|<body|<math|<details/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/src="\s*(javascript|data):/i);
  expect(html).not.toMatch(/href="\/\//);
  expect(html).not.toMatch(/style=/i);
}

describe("sanitizeBlogHtml", () => {
  it.each(MALICIOUS)("renders %s inert", (html) => {
    assertInert(sanitizeBlogHtml(html));
  });

  it("keeps the blog's own formatting and site links, and opens other sites in a new tab safely", () => {
    const html = `<h2>Heading</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="/events">a site link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote><a href="https://example.com" target="_self">out</a>`;
    expect(sanitizeBlogHtml(html)).toBe(
      `<h2>Heading</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="/events">a site link</a>.</p><ul><li>One</li></ul><blockquote>Quote</blockquote><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">out</a>`,
    );
  });

  it("drops the text inside script and style, not just the tags", () => {
    expect(sanitizeBlogHtml("<script>var secret = 1;</script><style>p{}</style><p>kept</p>")).toBe("<p>kept</p>");
  });
});

describe("GET /api/blogs", () => {
  it("lists posts newest first with cursor pagination, without their bodies", async () => {
    const older = await rawBlog({ title: "Older", publishedAt: new Date("2026-01-01T00:00:00Z") });
    const newer = await rawBlog({ title: "Newer", publishedAt: new Date("2026-02-01T00:00:00Z") });
    const tie = await rawBlog({ title: "Tie", publishedAt: new Date("2026-02-01T00:00:00Z") });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.request(`/api/blogs?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: (Item & { content?: string })[]; nextCursor: string | null };
      expect(page.items[0]).not.toHaveProperty("content");
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    const [first, second] = [newer, tie].sort((a, b) => (a.id < b.id ? 1 : -1));
    expect(ids.slice(0, 3)).toEqual([first!.id, second!.id, older.id]);
  });

  it("answers 422 for a bad limit or cursor", async () => {
    expect((await app.request("/api/blogs?limit=0")).status).toBe(422);
    expect((await app.request("/api/blogs?cursor=abc")).status).toBe(422);
  });
});

describe("GET /api/blogs/:id", () => {
  it("answers 404 'Blog not found' for a missing or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await app.request(`/api/blogs/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Blog not found" } });
    }
  });

  it("serves a stored body sanitised even if it was stored dirty", async () => {
    const post = await rawBlog({ content: `<p>Still here</p>${MALICIOUS.join("\n")}` });
    const res = await app.request(`/api/blogs/${post.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Item & { content: string };
    assertInert(body.content);
    expect(body.content).toContain("<p>Still here</p>");
    expect(body).toMatchObject({ id: post.id, title: "A post", author: "Tribe Editorial", excerpt: "Short" });
  });

  it("shows every role the same post", async () => {
    const post = await rawBlog();
    const visitor = await (await app.request(`/api/blogs/${post.id}`)).json();
    for (const user of [await createFan(deps), await createAdmin(deps)]) {
      expect(await (await app.request(`/api/blogs/${post.id}`, { headers: user.headers })).json()).toEqual(visitor);
    }
  });
});

describe("insertBlogs", () => {
  it("stores bodies already sanitised", async () => {
    const [row] = await insertBlogs(db, [
      { title: "T", excerpt: "E", author: "A", content: `<p onclick="x()">Hi</p><script>alert(1)</script>` },
    ]);
    const [stored] = await db.select({ content: blogs.content }).from(blogs).where(eq(blogs.id, row!.id));
    expect(stored!.content).toBe("<p>Hi</p>");
  });
});
