/**
 * Realtime topics (server → browser over Server-Sent Events). One place for their spelling, so the
 * server that publishes, the endpoint that checks subscriptions and the browser that subscribes agree.
 *
 * - `user:{userId}`: private to that user (XP, badges); the server subscribes a signed-in user to
 *   their own automatically and never lets anyone else have it.
 * - `thread:{entityType}:{entityId}`: public community threads (posts, votes, comments).
 * - `admin`: admins only (pending counts: `pending-bands`, `pending-submissions` for gig and venue suggestions).
 */
export const THREAD_ENTITY_TYPES = ["band", "artist", "venue", "event", "post"] as const;
export type ThreadEntityType = (typeof THREAD_ENTITY_TYPES)[number];

/** The most topics one connection may ask for: a page shows a few threads, not hundreds. */
export const MAX_TOPICS_PER_CONNECTION = 20;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const USER_TOPIC = new RegExp(`^user:(${UUID})$`);
const THREAD_TOPIC = new RegExp(`^thread:(${THREAD_ENTITY_TYPES.join("|")}):(${UUID})$`);

export const userTopic = (userId: string) => `user:${userId}`;
export const threadTopic = (entityType: ThreadEntityType, entityId: string) => `thread:${entityType}:${entityId}`;
export const ADMIN_TOPIC = "admin";

export type ParsedTopic =
  | { kind: "user"; userId: string }
  | { kind: "thread"; entityType: ThreadEntityType; entityId: string }
  | { kind: "admin" };

/** What a topic string names, or null when it is not one of ours (ids are lower-case uuids). */
export function parseTopic(topic: string): ParsedTopic | null {
  if (topic === ADMIN_TOPIC) return { kind: "admin" };
  const user = USER_TOPIC.exec(topic);
  if (user) return { kind: "user", userId: user[1]! };
  const thread = THREAD_TOPIC.exec(topic);
  if (thread) return { kind: "thread", entityType: thread[1] as ThreadEntityType, entityId: thread[2]! };
  return null;
}

/** Private topics are never put in a URL: the server adds the signed-in user's own by itself. */
export const isPrivateTopic = (topic: string) => topic.startsWith("user:");
