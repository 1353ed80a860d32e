// The pure parts of tracked links (issue 26 item 4): which loads are views (robots, link unfurlers, headless browsers,
// command-line clients and prefetches are not), UTC day bucketing for the chart, the daily visitor hash, and the
// label and expiry rules of the create schema.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { isBotUserAgent, isCountedVisit, isSpeculativeLoad } from "@/lib/server/share-links/is-counted-visit";
import { visitorHash } from "@/lib/server/share-links/visitor-hash";
import { fillUtcDays, lastUtcDays, utcDay } from "@/lib/shared/share-links/utc-days";
import { ZCreateShareLinkBody, ZShareLinkToken } from "@/lib/shared/validations/share-links/share-link";

// env() reads the environment on its first call, which the hash is.
beforeAll(() => {
  process.env.AUTH_SECRET ??= "a-test-secret-that-is-long-enough-for-hmac-0123";
});

const browsers = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Mozilla/5.0 (Linux; Android 10; CUBOT P40) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MicroMessenger/8.0.54",
];

const notReaders = [
  "",
  "   ",
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Twitterbot/1.0",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "WhatsApp/2.23.20.0",
  "TelegramBot (like TwitterBot)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  "curl/8.5.0",
  "Wget/1.21.4",
  "python-requests/2.32.3",
  "Go-http-client/2.0",
  "node",
  "undici",
  "axios/1.7.7",
  "PostmanRuntime/7.42.0",
];

describe("which loads are views", () => {
  it.each(browsers)("a person's browser counts: %s", (agent) => {
    expect(isBotUserAgent(agent)).toBe(false);
    expect(isCountedVisit(new Headers({ "user-agent": agent }))).toBe(true);
  });

  it.each(notReaders)("robots, unfurlers, headless browsers and tools do not: %j", (agent) => {
    expect(isBotUserAgent(agent)).toBe(true);
    expect(isCountedVisit(new Headers({ "user-agent": agent }))).toBe(false);
  });

  it("a browser's prefetch or prerender is not a view", () => {
    const agent = browsers[0]!;
    for (const [name, value] of [
      ["sec-purpose", "prefetch"],
      ["sec-purpose", "prefetch;prerender"],
      ["purpose", "prefetch"],
      ["x-purpose", "preview"],
      ["x-moz", "prefetch"],
    ] as const) {
      const headers = new Headers({ "user-agent": agent, [name]: value });
      expect(isSpeculativeLoad(headers)).toBe(true);
      expect(isCountedVisit(headers)).toBe(false);
    }
    expect(isSpeculativeLoad(new Headers({ "user-agent": agent }))).toBe(false);
  });
});

describe("UTC days", () => {
  it("buckets a moment by its UTC day, whatever the time of day", () => {
    expect(utcDay(new Date("2026-03-01T00:00:00.000Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    // 08:30 in Shanghai is still the day before in UTC.
    expect(utcDay(new Date("2026-03-02T08:30:00+08:00"))).toBe("2026-03-02");
    expect(utcDay(new Date("2026-03-02T07:30:00+08:00"))).toBe("2026-03-01");
  });

  it("lists the last days oldest first, today last, across a month and a leap day", () => {
    const now = new Date("2028-03-02T05:00:00.000Z");
    expect(lastUtcDays(now, 4)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02"]);
    expect(lastUtcDays(now, 30)).toHaveLength(30);
    expect(new Set(lastUtcDays(now, 30)).size).toBe(30);
  });

  it("fills days without views with zeros and leaves out rows outside the window", () => {
    const now = new Date("2026-11-28T12:00:00.000Z");
    const filled = fillUtcDays(
      [
        { day: "2026-11-27", views: 3, uniques: 2 },
        { day: "2026-10-01", views: 9, uniques: 9 },
      ],
      now,
      3,
    );
    expect(filled).toEqual([
      { day: "2026-11-26", views: 0, uniques: 0 },
      { day: "2026-11-27", views: 3, uniques: 2 },
      { day: "2026-11-28", views: 0, uniques: 0 },
    ]);
  });
});

describe("the visitor hash", () => {
  const agent = browsers[0]!;

  it("is the same for one visitor all day, and differs by address, user agent and day", () => {
    const hash = visitorHash("203.0.113.7", agent, "2026-11-28");
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitorHash("203.0.113.7", agent, "2026-11-28")).toBe(hash);
    expect(visitorHash("203.0.113.8", agent, "2026-11-28")).not.toBe(hash);
    expect(visitorHash("203.0.113.7", browsers[1]!, "2026-11-28")).not.toBe(hash);
    expect(visitorHash("203.0.113.7", agent, "2026-11-29")).not.toBe(hash);
  });

  it("holds neither the address nor the user agent", () => {
    const hash = visitorHash("203.0.113.7", agent, "2026-11-28");
    expect(hash).not.toContain("203");
    expect(Buffer.from(hash, "base64url").toString("latin1")).not.toContain("203.0.113.7");
  });
});

describe("the create schema", () => {
  const day = 24 * 60 * 60 * 1000;
  const inDays = (n: number) => new Date(Date.now() + n * day).toISOString();
  const keyOf = (body: unknown) => ZCreateShareLinkBody.safeParse(body).error?.issues[0]?.message;

  it("takes a trimmed one-line label and an expiry within a year, or none", () => {
    expect(ZCreateShareLinkBody.parse({ label: "  Acme Corp  " })).toEqual({ label: "Acme Corp" });
    expect(ZCreateShareLinkBody.parse({ label: "字节跳动", expiresAt: null }).expiresAt).toBeNull();
    expect(ZCreateShareLinkBody.parse({ label: "A", expiresAt: inDays(364) }).expiresAt).toBeInstanceOf(Date);
    expect(ZCreateShareLinkBody.parse({ label: "x".repeat(80) }).label).toHaveLength(80);
  });

  it("refuses blank, long and multi-line labels, past and far expiries, and unknown fields", () => {
    expect(keyOf({ label: "   " })).toBe("ShareLinks.errors.labelRequired");
    expect(keyOf({})).toBe("ShareLinks.errors.labelRequired");
    expect(keyOf({ label: "x".repeat(81) })).toBe("ShareLinks.errors.labelTooLong");
    expect(keyOf({ label: "Acme\nCorp" })).toBe("ShareLinks.errors.labelControl");
    expect(keyOf({ label: "Acme\u0007" })).toBe("ShareLinks.errors.labelControl");
    expect(keyOf({ label: "Acme", expiresAt: inDays(-1) })).toBe("ShareLinks.errors.expiryPast");
    expect(keyOf({ label: "Acme", expiresAt: inDays(366) })).toBe("ShareLinks.errors.expiryTooFar");
    expect(keyOf({ label: "Acme", expiresAt: "tomorrow" })).toBe("ShareLinks.errors.expiryInvalid");
    expect(keyOf({ label: "Acme", expiresAt: "2030-01-01" })).toBe("ShareLinks.errors.expiryInvalid");
    expect(ZCreateShareLinkBody.safeParse({ label: "Acme", userId: "someone" }).success).toBe(false);
  });

  it("knows a token by its shape only", () => {
    expect(ZShareLinkToken.safeParse("A".repeat(32)).success).toBe(true);
    expect(ZShareLinkToken.safeParse("A".repeat(31)).success).toBe(false);
    expect(ZShareLinkToken.safeParse(`${"A".repeat(31)}/`).success).toBe(false);
  });
});
