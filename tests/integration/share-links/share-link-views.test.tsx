// Views of a tracked link (issue 26 item 4) as the link's page counts them: every load of a person's browser is a
// view, each visitor once a day is a visitor, robots, unfurlers, headless browsers, prefetches and the signed-in owner
// are not counted; 50 concurrent views count exactly 50; no address is stored; a revoked or expired link shows the
// polite page, with nothing of the resume.
import { afterAll, describe, expect, it } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import { seedResume, seedUser, type TestUser } from "@/tests/integration/resumes/helpers";
import { ShareLinkGone } from "@/components/share-links/share-link-gone";
import { db, getDb } from "@/lib/server/db";
import { recordShareLinkView } from "@/lib/server/services/share-links/record-share-link-view";
import { utcDay } from "@/lib/shared/share-links/utc-days";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { BROWSER, linkOf, newLink, revokeLink, tokenOf, visit } from "./helpers";

afterAll(async () => getDb().$disconnect());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function linkOfNewResume(): Promise<{ user: TestUser; resumeId: string; linkId: string; token: string }> {
  const user = await seedUser();
  const resume = await seedResume(user.id, { name: "Counted resume" });
  const link = await newLink(user, resume.id, "Acme Corp");
  return { user, resumeId: resume.id, linkId: link.id, token: tokenOf(link) };
}

describe("counting", () => {
  it("counts every load as a view and each visitor once a day, with the first and last view", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    expect(await visit(token, { address: "198.51.100.1" })).toEqual({ shown: true, counted: true });
    expect(await visit(token, { address: "198.51.100.1" })).toEqual({ shown: true, counted: true });
    // Same address, another browser: another visitor (an office behind one address).
    expect((await visit(token, { address: "198.51.100.1", userAgent: PHONE })).counted).toBe(true);
    expect((await visit(token, { address: "198.51.100.2" })).counted).toBe(true);

    const link = await linkOf(user, resumeId, linkId);
    expect(link).toMatchObject({ views: 4, visitors: 3 });
    const today = link.days.at(-1)!;
    expect(today).toEqual({ day: utcDay(new Date()), views: 4, uniques: 3 });
    expect(link.days.slice(0, -1).every((day) => day.views === 0)).toBe(true);
    expect(link.firstViewAt).not.toBeNull();
    expect(new Date(link.lastViewAt!).getTime()).toBeGreaterThanOrEqual(new Date(link.firstViewAt!).getTime());
  });

  it("counts a visitor again on the next UTC day, and keeps only that day's hashes", async () => {
    const { user, resumeId, linkId } = await linkOfNewResume();
    const hash = "the-same-visitor";
    const monday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const tuesday = new Date();
    expect(await recordShareLinkView(linkId, hash, monday)).toBe(true);
    expect(await recordShareLinkView(linkId, hash, monday)).toBe(true);
    expect(await recordShareLinkView(linkId, hash, tuesday)).toBe(true);
    const link = await linkOf(user, resumeId, linkId);
    expect(link).toMatchObject({ views: 3, visitors: 2 });
    expect(link.days.slice(-2)).toEqual([
      { day: utcDay(monday), views: 2, uniques: 1 },
      { day: utcDay(tuesday), views: 1, uniques: 1 },
    ]);
    const kept = await db.shareLinkVisitor.findMany({ where: { linkId } });
    expect(kept.map((row) => utcDay(row.day))).toEqual([utcDay(tuesday)]);
  });

  it("drops every link's hashes of earlier days with the first view of a new day, also of links not opened again", async () => {
    const quiet = await linkOfNewResume();
    const busy = await linkOfNewResume();
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(await recordShareLinkView(quiet.linkId, "seen-yesterday", yesterday)).toBe(true);
    expect(await db.shareLinkVisitor.count({ where: { linkId: quiet.linkId } })).toBe(1);
    expect((await visit(busy.token)).counted).toBe(true);
    expect(await db.shareLinkVisitor.count({ where: { linkId: quiet.linkId } })).toBe(0);
    // The counts stay: only the hashes go.
    expect(await linkOf(quiet.user, quiet.resumeId, quiet.linkId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it("does not count robots, unfurlers, headless browsers, prefetches or the signed-in owner; another user counts", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      // Our own PDF renderer and cover renders print with the headless shell (lib/server/pdf/browser.ts).
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ])
      expect(await visit(token, { userAgent })).toEqual({ shown: true, counted: false });
    expect(await visit(token, { headers: { "sec-purpose": "prefetch" } })).toEqual({ shown: true, counted: false });
    // The owner opening their own link from the editor.
    expect(await visit(token, { session: user })).toEqual({ shown: true, counted: false });
    expect(await linkOf(user, resumeId, linkId)).toMatchObject({ views: 0, visitors: 0, firstViewAt: null });

    const someoneElse = await seedUser();
    expect(await visit(token, { session: someoneElse })).toEqual({ shown: true, counted: true });
    expect(await linkOf(user, resumeId, linkId)).toMatchObject({ views: 1, visitors: 1 });
  });

  it("counts 50 concurrent views exactly: 50 views, and 25 visitors of 25 addresses", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => visit(token, { address: `192.0.2.${index % 25}` })),
    );
    expect(results.filter((result) => result.counted)).toHaveLength(50);
    const link = await linkOf(user, resumeId, linkId);
    expect(link).toMatchObject({ views: 50, visitors: 25 });
    expect(link.days.at(-1)).toMatchObject({ views: 50, uniques: 25 });
    const row = await db.shareLinkView.findMany({ where: { linkId } });
    expect(row).toHaveLength(1);
  });

  it("counts 50 concurrent views of one visitor as 50 views and one visitor", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    await Promise.all(Array.from({ length: 50 }, () => visit(token, { address: "192.0.2.200" })));
    expect(await linkOf(user, resumeId, linkId)).toMatchObject({ views: 50, visitors: 1 });
  });

  it("stores no address and no user agent, only the day's hashes", async () => {
    const { linkId, token } = await linkOfNewResume();
    await visit(token, { address: "203.0.113.99", userAgent: BROWSER });
    const stored = JSON.stringify([
      await db.shareLink.findUniqueOrThrow({ where: { id: linkId } }),
      await db.shareLinkView.findMany({ where: { linkId } }),
      await db.shareLinkVisitor.findMany({ where: { linkId } }),
    ]);
    expect(stored).not.toContain("203.0.113.99");
    expect(stored).not.toContain("Chrome/131");
  });

  it("counts nothing on a revoked link, even a view racing the revoke", async () => {
    const { user, resumeId, linkId, token } = await linkOfNewResume();
    const [, ...views] = await Promise.all([
      revokeLink(user, resumeId, linkId),
      ...Array.from({ length: 10 }, () => recordShareLinkView(linkId, "racer")),
    ]);
    const link = await linkOf(user, resumeId, linkId);
    // Whatever landed before the revoke is counted once each; nothing after it.
    expect(link.views).toBe(views.filter(Boolean).length);
    expect(await visit(token)).toEqual({ shown: false, counted: false });
    expect(await recordShareLinkView(linkId, "late")).toBe(false);
    expect((await linkOf(user, resumeId, linkId)).views).toBe(link.views);
  });
});

describe("the polite page", () => {
  it.each([
    ["en", en],
    ["zh", zh],
  ] as const)("in %s says the link is no longer available and holds nothing of the resume", (locale, messages) => {
    const other = locale === "en" ? zh : en;
    const html = renderToStaticMarkup(
      <ShareLinkGone
        locale={locale}
        texts={messages.ShareLinks.gone}
        other={{ locale: locale === "en" ? "zh" : "en", backHome: other.ShareLinks.gone.backHome }}
      />,
    );
    expect(html).toContain(messages.ShareLinks.gone.title);
    expect(html).toContain(messages.ShareLinks.gone.body);
    expect(html).not.toContain("Counted resume");
    expect(html).not.toMatch(/resume-document|<script/);
  });
});
