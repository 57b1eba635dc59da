// India has no daylight saving: IST is always UTC+05:30, so plain arithmetic is exact.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC instant of a wall-clock time in IST, `dayOffset` calendar days from the IST date of `now`.
 * E.g. istTime(now, 3, 19, 30) is "three days from today, 7:30 PM IST".
 */
export function istTime(now: Date, dayOffset: number, hours: number, minutes = 0): Date {
  const istToday = new Date(now.getTime() + IST_OFFSET_MS);
  const midnightIstAsUtc = Date.UTC(istToday.getUTCFullYear(), istToday.getUTCMonth(), istToday.getUTCDate());
  return new Date(midnightIstAsUtc + dayOffset * DAY_MS + (hours * 60 + minutes) * 60 * 1000 - IST_OFFSET_MS);
}

export const addHours = (date: Date, hours: number) => new Date(date.getTime() + hours * 60 * 60 * 1000);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
