// Which loads of a tracked link's page are views (issue 26 item 4): a person's browser opening it. Not counted: the
// owner signed in (checked by the caller, count-share-link-visit.ts), robots and link unfurlers (a preview in Slack or
// LinkedIn is not the recipient reading), headless browsers (our own PDF renderer and covers, lib/server/pdf/, and
// test or scraping tools), command-line clients, a request without a user agent, and a browser's speculative
// prefetch, which may never be shown.
import "server-only";

/** Substrings of user agents that are not a person reading, matched without case. */
const NOT_A_READER = new RegExp(
  [
    "(?<!cu)bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "preview",
    "facebookexternalhit",
    "embedly",
    "whatsapp",
    "skypeuripreview",
    "headlesschrome",
    "phantomjs",
    "puppeteer",
    "playwright",
    "lighthouse",
    "pagespeed",
    "curl/",
    "wget/",
    "httpie",
    "python-",
    "python/",
    "go-http-client",
    "java/",
    "okhttp",
    "axios/",
    "node-fetch",
    "undici",
    "^node$",
    "libwww",
    "postman",
    "insomnia",
    "monitor",
    "uptime",
    "validator",
    "scanner",
  ].join("|"),
  "i",
);

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || NOT_A_READER.test(agent);
}

/** A prefetch or prerender the browser asked for on its own (Sec-Purpose, Purpose, X-Purpose, X-Moz). */
export function isSpeculativeLoad(headers: Pick<Headers, "get">): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}

/** A load that may count: a browser a person uses, asked for the page to show it. The owner is the caller's check. */
export function isCountedVisit(headers: Pick<Headers, "get">): boolean {
  return !isBotUserAgent(headers.get("user-agent")) && !isSpeculativeLoad(headers);
}
