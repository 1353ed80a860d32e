// Issue 21 item 15: a resume's history reaches every device. One browser context edits the resume; a second one (the
// user's other device) opens it, sees the copy the server kept under "On all your devices", previews it, restores it
// after confirming, and the first device, still holding the old version, gets the conflict banner instead of
// overwriting the restore. At 390 × 844 and 1366 × 768, in English (/editor/…) and Chinese (/ch/editor/…).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

// Read, not imported: Playwright's loader wants an import attribute on JSON modules, which the app's TS setup lacks.
type Messages = typeof import("@/messages/en.json");
const catalogue = (locale: "en" | "zh"): Messages =>
  JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Messages;
const en = catalogue("en");
const zh = catalogue("zh");

const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];
const locales = [
  { locale: "en", prefix: "", messages: en, lang: "en", saved: /Saved at \d{2}:\d{2}/ },
  { locale: "zh", prefix: "/ch", messages: zh, lang: "ch", saved: /已于 \d{2}:\d{2} 保存/ },
] as const;

async function device(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  return browser.newContext({ baseURL, viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const { locale, prefix, messages, lang, saved } of locales) {
  for (const viewport of sizes) {
    test(`another device sees and restores the server copy (${locale}, ${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      // Two devices and a restore: on a loaded machine (a build beside the run) this took over 90 s.
      test.setTimeout(150_000);
      const t = messages.Editor;
      const server = t.history.server;
      const user = await seedUser("regular");
      const resume = await seedResume(user.id, { name: "History", lang });
      const laptop = await device(browser, baseURL!, viewport);
      const phone = await device(browser, baseURL!, viewport);
      await signIn(laptop, baseURL!, user);
      await signIn(phone, baseURL!, user);

      // Device A edits: the first save keeps a copy of the resume as it was.
      const a = await laptop.newPage();
      await a.goto(`${prefix}/editor/${resume.id}`);
      const nameOnA = a.getByLabel(t.basic.name, { exact: true });
      const original = await nameOnA.inputValue();
      await nameOnA.fill("Typed On Device A");
      await expect(a.getByTestId("editor-status")).toHaveText(saved, { timeout: 10_000 });

      // Device B opens the resume and finds that copy in the history, marked as seen on all devices.
      const b = await phone.newPage();
      await b.goto(`${prefix}/editor/${resume.id}`);
      await expect(b.getByLabel(t.basic.name, { exact: true })).toHaveValue("Typed On Device A");
      // A click before hydration is lost: click until the panel shows.
      await expect(async () => {
        await b.getByRole("tab", { name: t.toolbar.history }).click();
        await expect(b.getByRole("heading", { name: server.heading })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(b.getByRole("heading", { name: t.history.localHeading })).toBeVisible();
      const rows = b.getByTestId("server-history-list").getByRole("listitem");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(server.reasons.save);
      expect(await noSidewaysScroll(b)).toBe(true);

      await rows.first().getByRole("button", { name: server.preview }).click();
      const preview = b.getByRole("dialog", { name: server.previewTitle });
      await expect(preview.getByTestId("resume-preview")).toContainText(original);
      await preview.getByRole("button", { name: server.restore }).click();
      const confirm = b.getByRole("dialog", { name: server.confirmTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: server.confirm, exact: true }).click();
      await expect(b.getByRole("dialog")).toHaveCount(0);

      // The restore is a new version; what it replaced is now the newest copy.
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(server.reasons.restore);
      const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
      expect(row.data).toMatchObject({ basicInfo: { name: original } });
      expect(row.version).toBe(3);
      await b.getByRole("tab", { name: t.toolbar.content }).click();
      await expect(b.getByLabel(t.basic.name, { exact: true })).toHaveValue(original);

      // Device A still holds version 2: its next save is refused with the conflict banner, nothing overwritten.
      await nameOnA.fill("Typed On Device A again");
      await expect(a.getByRole("alert").filter({ hasText: t.conflict.title })).toBeVisible({ timeout: 20_000 });
      const after = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } });
      expect(after.data).toMatchObject({ basicInfo: { name: original } });
      expect(after.version).toBe(3);
      expect(await noSidewaysScroll(a)).toBe(true);
      await laptop.close();
      await phone.close();
    });
  }
}
