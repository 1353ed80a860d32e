// A value read at most once per `ttlMs`, shared by every caller meanwhile, failures included: a scrape of /metrics
// every second, or ten scrapers at once, cost the database one query per period (lib/server/metrics/order-counts.ts).
import "server-only";

export type TCachedValue<T> = () => Promise<T>;

export function createCachedValue<T>(ttlMs: number, load: () => Promise<T>, now = () => Date.now()): TCachedValue<T> {
  let current: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (current && now() - current.at < ttlMs) return current.value;
    const value = load();
    // Kept as is, rejected or not, until the period ends; a caught copy keeps an unread failure from being unhandled.
    value.catch(() => undefined);
    current = { at: now(), value };
    return value;
  };
}
