import { tz } from "@date-fns/tz";
import { format, formatDistanceStrict } from "date-fns";
import { describe, expect, it } from "vitest";
import { IST_FORMATS, timeAgo } from "./datetime";
import { formatIstPattern } from "./ist-pattern";
import { MACHINE_ZONES, runInMachineZone } from "./testing/machine-zone";

// Every pattern the app formats with (IST_FORMATS and the literal ones in src/web), and a few more tokens.
const PATTERNS = [
  ...Object.values(IST_FORMATS),
  "MMM",
  "d",
  "EEEE d MMM",
  "EEEEE",
  "MMM d, yyyy h:mm a 'IST'",
  "MMM d, yyyy 'at' h:mm a 'IST'",
  "EEEE, MMMM d, yyyy 'at' h:mm a 'IST'",
  "EEE, MMM d, h:mm a",
  "MMM d",
  "MMMM d, yyyy",
  // The server's JSON-LD dates (seo/structured-data/values.ts).
  "yyyy-MM-dd'T'HH:mm:ssXXX",
  "xxx",
  "EEE d MMM",
  "EEEE",
  "h:mm a",
  "yyyy",
  "yyyy-MM-dd HH:mm",
  "yy M d H m s hh HH:mm:ss 'it''s' ''",
];

// A fixed pseudo-random sequence, so a failure can be replayed.
function* instants(count: number, from: number, to: number) {
  let seed = 20;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    yield new Date(from + Math.floor((seed / 2 ** 31) * (to - from)));
  }
}

const inIst = tz("Asia/Kolkata");
// Thousands of comparisons: more than the default 5 s on a loaded machine.
const SLOW_MS = 30_000;

describe.each(MACHINE_ZONES)("with the machine in %s", (zone) => {
  runInMachineZone(zone);

  it(
    "formats like date-fns in IST, 1946–2100 (the fixed offset)",
    () => {
      for (const date of instants(1000, Date.UTC(1946, 0, 1), Date.UTC(2100, 0, 1))) {
        for (const pattern of PATTERNS)
          expect(formatIstPattern(date, pattern), `${date.toISOString()} ${pattern}`).toBe(
            format(date, pattern, { in: inIst }),
          );
      }
    },
    SLOW_MS,
  );

  it("formats like date-fns around IST midnight and noon", () => {
    for (const iso of [
      "2026-11-22T18:29:59.999Z",
      "2026-11-22T18:30:00.000Z",
      "2026-11-22T06:29:00Z",
      "2026-11-22T06:30:00Z",
      "2000-02-28T18:30:00Z",
    ]) {
      const date = new Date(iso);
      for (const pattern of PATTERNS)
        expect(formatIstPattern(date, pattern), `${iso} ${pattern}`).toBe(format(date, pattern, { in: inIst }));
    }
  });

  it(
    "formats like date-fns before 1946 (offsets from the tz database)",
    () => {
      for (const date of instants(500, Date.UTC(1900, 0, 1), Date.UTC(1946, 0, 1))) {
        for (const pattern of Object.values(IST_FORMATS)) {
          expect(formatIstPattern(date, pattern), `${date.toISOString()} ${pattern}`).toBe(
            format(date, pattern, { in: inIst }),
          );
        }
      }
    },
    SLOW_MS,
  );

  it(
    "timeAgo says what date-fns' formatDistanceStrict says, from a minute to decades",
    () => {
      const now = new Date("2026-11-22T12:00:00Z");
      const spans = [60_000, 89_999, 90_000, 3_599_999, 3_600_000, 5_399_999, 5_400_000, 86_399_999, 86_400_000];
      const random = [...instants(1000, now.getTime() - 40 * 365 * 86_400_000, now.getTime() - 60_000)];
      for (const then of [...spans.map((ms) => new Date(now.getTime() - ms)), ...random]) {
        expect(timeAgo(then, now), then.toISOString()).toBe(formatDistanceStrict(then, now, { addSuffix: true }));
      }
    },
    SLOW_MS,
  );
});

it("refuses a token it does not know", () => {
  expect(() => formatIstPattern(new Date(), "QQQ")).toThrow(RangeError);
});
