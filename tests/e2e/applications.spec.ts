// Job applications (issue 26 items 2, 4 and 5), in both locales at 390 px (a list) and 1366 px (a board by state): an
// empty page says what it is for; an application is added from a pasted posting with the resume used and a tracked
// link, its keyword match checked first; a visitor opening the tracked link shows on the card; the card moves to
// "Applied" from its state select; the CSV export downloads with a byte-order mark and the row. No page overflows.
import { readFile } from "node:fs/promises";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { messages } from "./ai/messages";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const prefix = { en: "", zh: "/ch" } as const;
/** A desktop browser's user agent: the tracked link counts people, not headless browsers or bots. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const job = {
  en: { company: "Acme Payments", role: "Backend Engineer" },
  zh: { company: "云帆支付", role: "后端工程师" },
} as const;
const posting = {
  en: "We are hiring a backend engineer to build payment services in Go and PostgreSQL on Kubernetes. Experience with Kafka and Terraform is a plus.",
  zh: "招聘后端工程师：使用 Go 和 PostgreSQL 开发支付服务，部署在 Kubernetes 上。熟悉 Kafka、Terraform 者优先。",
} as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const locale of ["en", "zh"] as const) {
  for (const width of [390, 1366]) {
    test(`${locale} at ${width} px: an application from a pasted posting, its match, its link's views, its state and the CSV`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      const user = await seedUser("premium");
      const resume = await seedResume(user.id, { name: "Backend resume", lang: locale === "zh" ? "ch" : "en" });
      await signIn(context, baseURL!, user);
      const t = messages[locale].Applications;
      const created = await page.request.post(`/api/resumes/${resume.id}/share-links`, {
        data: { label: job[locale].company },
      });
      expect(created.status()).toBe(200);
      const { path: linkPath } = ((await created.json()) as { data: { path: string } }).data;

      await page.goto(`${prefix[locale]}/applications`);
      await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: t.add }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(t.form.company).fill(job[locale].company);
      await dialog.getByLabel(t.form.role).fill(job[locale].role);
      await dialog.getByLabel(t.form.description).fill(posting[locale]);
      await dialog.getByLabel(t.form.resume).selectOption({ label: "Backend resume" });
      await dialog.getByLabel(t.form.shareLink).selectOption({ label: job[locale].company });
      await dialog.getByRole("button", { name: t.match.check }).click();
      const match = dialog.getByTestId("application-match");
      await expect(match.getByRole("list", { name: t.match.covered })).toContainText("PostgreSQL");
      await expect(match.getByRole("list", { name: t.match.missing })).toContainText("Terraform");
      await dialog.getByRole("button", { name: t.form.save }).click();
      await expect(page.getByText(t.form.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      const cardName = `${job[locale].role} – ${job[locale].company}`;
      const card = page.getByRole("article", { name: cardName }).filter({ visible: true });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(t.card.resume.replace("{name}", "Backend resume"));
      await expect(card).toContainText(t.card.link.replace("{label}", job[locale].company));
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Someone opens the tracked link: the card shows the view once the page is loaded again.
      const visitor = await playwrightRequest.newContext({ extraHTTPHeaders: { "user-agent": VISITOR_AGENT } });
      expect((await visitor.get(`${baseURL}${linkPath}`)).status()).toBe(200);
      await visitor.dispose();
      const oneView = { en: "1 view", zh: "1 次查看" }[locale];
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole("article", { name: cardName }).filter({ visible: true })).toContainText(oneView, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });

      // From the keyboard-usable state select: Saved → Applied (on a wide screen, into the Applied column).
      await page
        .getByLabel(t.card.state.replace("{role}", job[locale].role).replace("{company}", job[locale].company))
        .filter({ visible: true })
        .selectOption("applied");
      await expect(page.getByText(t.card.moved.replace("{state}", t.states.applied))).toBeVisible();
      if (width >= 1024) {
        const applied = page.getByRole("region", { name: new RegExp(`^${t.states.applied}`) });
        await expect(applied.getByRole("article", { name: cardName })).toBeVisible();
      }

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t.export }).click(),
      ]);
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(job[locale].company);
      expect(csv).toContain("applied");
    });
  }
}
