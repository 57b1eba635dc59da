/**
 * Community threads (001 §2 'Community Posts panel', §3): which categories each thread offers, and
 * where each thread lives on its page (the post thread's back link when there is no history). No zod
 * here: post cards import it on every page with a thread; the schemas are in community-threads.ts.
 */
import { POST_CATEGORY_LABELS, type PostCategory, type PostEntityType } from "./validation/community-facts";

/**
 * 001 §3: the default set is general, fan-art and discussion; band chat adds gossip; venues and gig
 * chats have their own sets. The first category is the composer's preselected one.
 */
export const THREAD_CATEGORIES: Readonly<Record<PostEntityType, readonly PostCategory[]>> = {
  band: ["general", "fan-art", "discussion", "gossip"],
  artist: ["general", "fan-art", "discussion"],
  venue: ["gig-talk", "tickets", "location", "amenities"],
  event: ["buddy", "tickets", "venue", "gossip"],
};

export const defaultCategory = (entityType: PostEntityType): PostCategory => THREAD_CATEGORIES[entityType][0]!;

export const isThreadCategory = (entityType: PostEntityType, category: string): category is PostCategory =>
  (THREAD_CATEGORIES[entityType] as readonly string[]).includes(category);

/** A category's label; one the thread no longer offers still reads as its own name. */
export const categoryLabel = (category: string): string =>
  (POST_CATEGORY_LABELS as Record<string, string>)[category] ?? category;

/** The page section holding each kind of thread (the anchors of 001 §2). */
export const THREAD_ANCHORS: Readonly<Record<PostEntityType, string>> = {
  band: "band-chat",
  artist: "tribe-gossip",
  event: "chat",
  venue: "comments",
};

const PAGE_PATHS: Readonly<Record<PostEntityType, string>> = {
  band: "/bands/",
  artist: "/artists/",
  event: "/events/",
  venue: "/venues/",
};

/** '/bands/{id}#band-chat': where a thread is read on its page. */
export const threadPagePath = (entityType: PostEntityType, entityId: string): string =>
  `${PAGE_PATHS[entityType]}${entityId}#${THREAD_ANCHORS[entityType]}`;
