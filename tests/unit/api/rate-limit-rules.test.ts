// Issue 12 item 3: every rate limit is a named rule in lib/server/api/rate-limit-rules.ts. Counters are stored per `key`, so
// two rules may share a key only as one budget: with the same points and window.
import { rateLimits } from "@/lib/server/api/rate-limit-rules";

describe("rateLimits", () => {
  it("gives each stored key one budget", () => {
    const byKey = new Map<string, string>();
    for (const [name, rule] of Object.entries(rateLimits)) {
      const budget = `${rule.points}/${rule.duration}s`;
      expect([name, byKey.get(rule.key) ?? budget]).toEqual([name, budget]);
      byKey.set(rule.key, budget);
    }
  });

  it.each(Object.entries(rateLimits))(
    "%s allows at least one request per window of at least a second",
    (_name, rule) => {
      expect(Number.isInteger(rule.points) && rule.points >= 1).toBe(true);
      expect(Number.isInteger(rule.duration) && rule.duration >= 1).toBe(true);
    },
  );
});
