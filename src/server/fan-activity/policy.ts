import type { SessionUser } from "../auth/guards";
import { forbidden } from "../lib/errors";
import type { ActKind } from "./targets";

/** An artist's own page: following or screaming for yourself would only inflate your numbers. */
export const isOwnAct = (user: Pick<SessionUser, "id">, kind: ActKind, actId: string) =>
  kind === "artist" && user.id === actId;

export function assertCanFollow(user: Pick<SessionUser, "id">, kind: ActKind, actId: string) {
  if (isOwnAct(user, kind, actId)) throw forbidden("You can't follow yourself.");
}

export function assertCanVote(user: Pick<SessionUser, "id">, kind: ActKind, actId: string) {
  if (isOwnAct(user, kind, actId)) throw forbidden("You can't vote for yourself.");
}
