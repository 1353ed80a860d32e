// SEO over real HTTP: robots.txt, the default Open Graph card, and every URL of /sitemap.xml answering 200 with a
// title, a canonical link equal to the listed URL, hreflang alternates (en, zh-CN, x-default) that match the
// sitemap's (examples, written in one language, name only their own), a social card image that loads, no noindex. The URL list comes from the sitemap itself, so pages
// other work adds are checked as soon as they are listed.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

// A crawler that does not run JavaScript: Next sends it every metadata tag inside <head> (no streamed metadata).
const CRAWLER = { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };

type SitemapUrl = { loc: string; alternates: Record<string, string> };

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g))
    found[(match[1] ?? "").toLowerCase()] = decode(match[2] ?? "");
  return found;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => {
    const alternates: Record<string, string> = {};
    for (const [tag] of body.matchAll(/<xhtml:link\b[^>]*>/g)) {
      const attrs = attributes(tag);
      if (attrs.hreflang && attrs.href) alternates[attrs.hreflang] = attrs.href;
    }
    return { loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? ""), alternates };
  });
}

type Head = { title: string; canonical?: string; hreflang: Record<string, string>; meta: Record<string, string> };

function parseHead(html: string): Head {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const hreflang: Record<string, string> = {};
  let canonical: string | undefined;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (attrs.rel === "canonical") canonical = attrs.href;
    if (attrs.rel === "alternate" && attrs.hreflang && attrs.href) hreflang[attrs.hreflang] = attrs.href;
  }
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta[key] ??= attrs.content;
  }
  return { title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "").trim(), canonical, hreflang, meta };
}

/** The request path of an absolute URL the server wrote (APP_URL is the test server, but go through baseURL). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

async function checkPage(
  request: APIRequestContext,
  entry: SitemapUrl,
  problems: string[],
  images: Set<string>,
): Promise<void> {
  const { loc } = entry;
  const response = await request.get(pathOf(loc), { headers: CRAWLER, maxRedirects: 0 });
  if (response.status() !== 200) {
    problems.push(`${loc}: status ${response.status()}`);
    return;
  }
  const head = parseHead(await response.text());
  if (!head.title) problems.push(`${loc}: empty <title>`);
  if (head.canonical !== loc) problems.push(`${loc}: canonical is ${head.canonical ?? "missing"}`);
  if (/noindex/i.test(head.meta.robots ?? "")) problems.push(`${loc}: robots ${head.meta.robots}`);
  const image = head.meta["og:image"];
  if (!image) problems.push(`${loc}: no og:image`);
  else if (new URL(image).origin !== new URL(loc).origin)
    problems.push(`${loc}: og:image ${image} is not on the site's origin`);
  else images.add(image);
  if (pathOf(loc).startsWith("/r/")) return;
  if (head.meta["twitter:card"] !== "summary_large_image")
    problems.push(`${loc}: twitter:card is ${head.meta["twitter:card"] ?? "missing"}`);
  const ownLang = pathOf(loc) === "/ch" || pathOf(loc).startsWith("/ch/") ? "zh-CN" : "en";
  if (head.hreflang[ownLang] !== loc)
    problems.push(`${loc}: hreflang ${ownLang} is ${head.hreflang[ownLang] ?? "missing"}`);
  // An example is written in one language and listed once, without alternates; every other page exists in both.
  if (Object.keys(entry.alternates).length === 0) return;
  for (const lang of ["en", "zh-CN", "x-default"]) {
    if (!head.hreflang[lang]) problems.push(`${loc}: no hreflang ${lang}`);
  }
  if (JSON.stringify(sorted(entry.alternates)) !== JSON.stringify(sorted(head.hreflang))) {
    problems.push(
      `${loc}: page hreflang ${JSON.stringify(head.hreflang)} differs from the sitemap's ${JSON.stringify(entry.alternates)}`,
    );
  }
}

const sorted = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

test("robots.txt opens the public site, closes private areas and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of [
    "/api/",
    "/editor",
    "/resumes",
    "/settings",
    "/dev/",
    "/print/",
    "/ch/editor",
    "/ch/resumes",
    "/ch/settings",
  ]) {
    expect(text).toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, "\\/")}$`, "m"));
  }
  expect(text).not.toMatch(/^Disallow: \/r\/?$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the default Open Graph card is a 1200 × 630 PNG in each locale", async ({ request }) => {
  const cards: Buffer[] = [];
  for (const path of ["/opengraph-image", "/ch/opengraph-image"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const body = await response.body();
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    cards.push(body);
  }
  // Each locale's card carries its own tagline.
  expect(cards[0]?.equals(cards[1] ?? Buffer.alloc(0))).toBe(false);
});

test("the sitemap lists opted-in public resumes only, and every URL in it is a complete, indexable page", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const owner = await seedUser("premium");
  const indexed = await seedResume(owner.id, {
    isPublic: true,
    allowIndexing: true,
    customUrl: `seo-${Date.now().toString(36)}`,
  });
  const notIndexed = await seedResume(owner.id, { isPublic: true });
  const privateOne = await seedResume(owner.id, { isPublic: false, allowIndexing: true });

  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const entries = parseSitemap(await response.text());
  const locs = entries.map((entry) => entry.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of [
    "/",
    "/ch",
    "/pricing",
    "/ch/pricing",
    "/guides",
    "/ch/guides",
    "/templates",
    "/ch/templates",
    "/examples",
    "/ch/examples",
    "/signin",
    "/ch/login",
  ]) {
    // The home is listed as the bare origin, as its canonical link names it.
    expect(locs).toContain(path === "/" ? baseURL : `${baseURL}${path}`);
  }
  expect(locs.some((loc) => loc.includes("/guides/"))).toBe(true);
  expect(locs.some((loc) => loc.includes("/templates/"))).toBe(true);
  // The catalogue is seeded at start: its examples come from the database.
  const examples = entries.filter((entry) => /\/examples\/[^/]+$/.test(entry.loc));
  expect(examples.length).toBeGreaterThan(0);
  // Only pages that exist in both languages carry alternates; the rest must name all three.
  expect(examples.every((entry) => Object.keys(entry.alternates).length === 0)).toBe(true);
  for (const entry of entries.filter((item) => Object.keys(item.alternates).length > 0)) {
    expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(["en", "x-default", "zh-CN"]);
  }
  expect(locs).toContain(`${baseURL}/r/${indexed.customUrl}`);
  for (const hidden of [notIndexed, privateOne]) expect(locs.join("\n")).not.toContain(hidden.uuid);
  expect(locs.every((loc) => loc === baseURL || loc.startsWith(`${baseURL}/`))).toBe(true);

  const problems: string[] = [];
  const images = new Set<string>();
  await inBatches(entries, 4, (entry) => checkPage(request, entry, problems, images));
  await inBatches([...images], 4, async (image) => {
    const answer = await request.get(pathOf(image));
    if (answer.status() !== 200 || !(answer.headers()["content-type"] ?? "").startsWith("image/")) {
      problems.push(`og:image ${image}: status ${answer.status()}, ${answer.headers()["content-type"]}`);
    }
  });
  expect(problems).toEqual([]);
});
