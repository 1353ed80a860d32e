// Tracked links count their views per UTC day (issue 26 item 4): the same day for every instance and every visitor,
// whatever their time zone. The server buckets views with utcDay; the share panel's chart reads the days it answers.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, "YYYY-MM-DD". */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The `count` UTC days ending with today's, oldest first. */
export function lastUtcDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => utcDay(new Date(today - (count - 1 - index) * DAY_MS)));
}

/** Puts counted days on the last `count` days: a day without a row is zero, a row outside the window is left out. */
export function fillUtcDays<T extends { day: string; views: number; uniques: number }>(
  rows: readonly T[],
  now: Date,
  count: number,
): { day: string; views: number; uniques: number }[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return lastUtcDays(now, count).map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    uniques: byDay.get(day)?.uniques ?? 0,
  }));
}
