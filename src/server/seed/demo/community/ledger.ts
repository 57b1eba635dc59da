import { randomUUID } from "node:crypto";
import {
  DUPLICATE_WINDOW_SECONDS,
  ENGAGEMENT_MATRIX,
  STREAK_DAYS,
  XP_ACTIONS,
  type XpActionName,
} from "../../../../shared/xp-actions";
import type { fanActivities } from "../../../db/schema";
import { BADGE_MATRIX } from "../../content/badges";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant (YYYY-MM-DD), as `(completed_at at time zone 'Asia/Kolkata')::date`. */
export const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** Something a fan did that the XP engine is asked to pay for, as the action's route would ask. */
export interface XpRequest {
  fanId: string;
  action: XpActionName;
  at: Date;
  subjectKey?: string;
  ignoreWindow?: boolean;
}

export type ActivityRow = typeof fanActivities.$inferInsert & { id: string; completedAt: Date };

export interface FanStanding {
  xpPoints: number;
  streakDays: number;
  streakLastDay: string | null;
}

export interface XpLedger {
  activities: ActivityRow[];
  /** activityId: the 'Unlock a badge' row, whose subject key insert.ts completes with the badge's id. */
  badges: { userId: string; badgeName: string; awardedAt: Date; activityId: string }[];
  standings: Map<string, FanStanding>;
}

const POINTS = new Map<string, number>(ENGAGEMENT_MATRIX.map((row) => [row.action, row.points]));
const isReward = (action: XpActionName) => action === XP_ACTIONS.unlockBadge || action === XP_ACTIONS.maintainStreak;

interface FanState extends FanStanding {
  lastAt: Map<string, number>;
  paid: Set<string>;
  counts: Map<string, number>;
  owned: Set<string>;
}

/**
 * The XP engine's rules (src/server/xp/engine.ts, pay.ts; docs/decisions/xp-engine.md) replayed in
 * time order over a demo history: the 60 s window, once per subject, badges when an action's count
 * reaches `times_required` ('Unlock a badge' once each), 'Maintain a streak' on the award that moves
 * a run of consecutive IST days onto its 7th day, and the streak state left on the fan row. So every
 * total, badge and streak in the demo is what the engine would have paid for the same requests.
 */
export function replayXp(requests: readonly XpRequest[]): XpLedger {
  const ledger: XpLedger = { activities: [], badges: [], standings: new Map() };
  const fans = new Map<string, FanState>();
  const ordered = [...requests].sort((a, b) => a.at.getTime() - b.at.getTime());

  const pay = (state: FanState, request: XpRequest): ActivityRow | undefined => {
    const { action, at } = request;
    const points = POINTS.get(action);
    if (points === undefined) return undefined;
    const last = state.lastAt.get(action);
    if (!request.ignoreWindow && last !== undefined && at.getTime() - last < DUPLICATE_WINDOW_SECONDS * 1000) {
      return undefined;
    }
    const once = request.subjectKey === undefined ? undefined : `${action}\n${request.subjectKey}`;
    if (once !== undefined && state.paid.has(once)) return undefined;
    if (once !== undefined) state.paid.add(once);
    state.lastAt.set(action, at.getTime());
    state.counts.set(action, (state.counts.get(action) ?? 0) + 1);
    state.xpPoints += points;
    const row: ActivityRow = {
      id: randomUUID(),
      fanId: request.fanId,
      activityType: action,
      xpReward: points,
      subjectKey: request.subjectKey ?? null,
      completedAt: at,
    };
    ledger.activities.push(row);
    return row;
  };

  for (const request of ordered) {
    let state = fans.get(request.fanId);
    if (!state) {
      state = {
        xpPoints: 0,
        streakDays: 0,
        streakLastDay: null,
        lastAt: new Map(),
        paid: new Set(),
        counts: new Map(),
        owned: new Set(),
      };
      fans.set(request.fanId, state);
    }
    const counts = !isReward(request.action);
    const today = istDay(request.at);
    const streakToday = state.streakLastDay === today;
    const runAfter =
      state.streakLastDay === dayBefore(today) ? state.streakDays + 1 : streakToday ? state.streakDays : 1;
    const streakMayComplete = counts && !streakToday && runAfter === STREAK_DAYS;
    if (!pay(state, request)) continue;
    if (counts) {
      state.streakDays = runAfter;
      state.streakLastDay = today;
    }
    if (counts) {
      for (const badge of BADGE_MATRIX) {
        if (badge.action !== request.action || state.owned.has(badge.badgeName)) continue;
        if ((state.counts.get(badge.action) ?? 0) < badge.timesRequired) continue;
        state.owned.add(badge.badgeName);
        // The subject is `badge:{id}`; the id is only known in the database (insert.ts fills it in).
        const unlock = pay(state, {
          fanId: request.fanId,
          action: XP_ACTIONS.unlockBadge,
          at: request.at,
          subjectKey: `badge-name:${badge.badgeName}`,
          ignoreWindow: true,
        })!;
        ledger.badges.push({
          userId: request.fanId,
          badgeName: badge.badgeName,
          awardedAt: request.at,
          activityId: unlock.id,
        });
      }
    }
    if (streakMayComplete) {
      pay(state, {
        fanId: request.fanId,
        action: XP_ACTIONS.maintainStreak,
        at: request.at,
        subjectKey: `streak:${daysBefore(today, STREAK_DAYS - 1)}`,
        ignoreWindow: true,
      });
    }
  }
  for (const [fanId, state] of fans) {
    ledger.standings.set(fanId, {
      xpPoints: state.xpPoints,
      streakDays: state.streakDays,
      streakLastDay: state.streakLastDay,
    });
  }
  return ledger;
}

/**
 * Moves a fan's requests of the same action apart by more than the 60 s window (a person does not
 * follow three bands in the same second), through `move`, which also updates the row behind it.
 */
export function spreadOut<T>(
  items: readonly T[],
  key: (item: T) => string,
  at: (item: T) => Date,
  move: (item: T, to: Date) => void,
) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  for (const group of groups.values()) {
    group.sort((a, b) => at(a).getTime() - at(b).getTime());
    let previous = Number.NEGATIVE_INFINITY;
    for (const item of group) {
      const time = at(item).getTime();
      if (time - previous <= DUPLICATE_WINDOW_SECONDS * 1000) {
        const moved = previous + (DUPLICATE_WINDOW_SECONDS + 30 + (group.indexOf(item) % 7) * 53) * 1000;
        move(item, new Date(moved));
        previous = moved;
      } else previous = time;
    }
  }
}
