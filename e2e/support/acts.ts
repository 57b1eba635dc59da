import { expect, type Page } from "@playwright/test";

/** Rows the demo fan has not acted on yet, for stories that act (participation, keyboard). */

export async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), `${url} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A band the fan has not screamed for yet (the seed has them vote for two featured bands); with
 * `withPosts`, one whose thread has posts (the seed leaves some bands' threads empty).
 */
export async function unvotedBand(page: Page, { withPosts = false } = {}): Promise<string> {
  const { items } = await getJson<{ items: { id: string }[] }>(page, "/api/bands?limit=24");
  for (const band of items) {
    const activity = await getJson<{ viewer: { vote: number | null } }>(page, `/api/bands/${band.id}/fan-activity`);
    if (activity.viewer.vote !== null) continue;
    if (withPosts) {
      const posts = await getJson<{ items: unknown[] }>(page, `/api/threads/band/${band.id}/posts`);
      if (posts.items.length === 0) continue;
    }
    return band.id;
  }
  throw new Error("every band already has the fan's vote");
}

/** An upcoming gig the fan is not going to yet. */
export async function gigNotGoingTo(page: Page): Promise<string> {
  const { items } = await getJson<{ items: { id: string }[] }>(page, "/api/events?upcoming=true&limit=24");
  for (const gig of items) {
    const rsvp = await getJson<{ going: boolean }>(page, `/api/events/${gig.id}/rsvp`);
    if (!rsvp.going) return gig.id;
  }
  throw new Error("the fan is going to every gig");
}
