// docs/product.md §9: a renewal extends from the current end while the membership is still valid, else from now. Months
// are calendar months in UTC; a day that the target month lacks falls back to its last day (Jan 31 + 1 month = Feb
// 28/29).
import "server-only";
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The membership end after buying `months` more, from the later of `now` and the current end. */
export function nextMembershipEnd(currentEnd: Date | null, months: number, now = new Date()): Date {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return addMonths(start, months);
}
