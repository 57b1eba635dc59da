import { MAX_TOPICS_PER_CONNECTION, parseTopic, userTopic } from "@/shared/realtime-topics";
import type { SessionUser } from "../auth/guards";
import { forbidden, unauthorized, unprocessable } from "../lib/errors";

/**
 * Which topics a connection may hear. Signed-in users always get their own private topic; anyone
 * may follow public threads; `admin` is for admins; nobody may ask for another user's topic.
 */
export function allowedTopics(user: SessionUser | null, requested: readonly string[]): Set<string> {
  const topics = new Set<string>();
  if (requested.length > MAX_TOPICS_PER_CONNECTION) {
    throw unprocessable(`Subscribe to at most ${MAX_TOPICS_PER_CONNECTION} topics at once.`, {
      topics: [`At most ${MAX_TOPICS_PER_CONNECTION} topics.`],
    });
  }
  for (const topic of requested) {
    const parsed = parseTopic(topic);
    if (!parsed) throw unprocessable(`Unknown topic "${topic.slice(0, 80)}".`, { topics: ["Unknown topic."] });
    if (parsed.kind === "admin") {
      if (!user) throw unauthorized();
      if (user.role !== "admin") throw forbidden("Only admins can follow that.");
    }
    if (parsed.kind === "user" && parsed.userId !== user?.id) {
      if (!user) throw unauthorized();
      throw forbidden("You can only follow your own updates.");
    }
    topics.add(topic);
  }
  if (user) topics.add(userTopic(user.id));
  // A visitor who follows nothing would only hold a connection open.
  if (topics.size === 0) throw unauthorized("Sign in, or name the topics to follow.");
  return topics;
}
