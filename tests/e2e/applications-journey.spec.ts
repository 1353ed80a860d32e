// The applications loop as one journey (issue 26, "done when"), once per locale (English on a laptop, Chinese on a
// phone; each step's own spec runs in all four layouts: applications, variants, cover-letter): a master resume → a job
// pasted as an application → "Make a variant for this job" (the card now names the variant) → a cover letter from the
// template, saved → a tracked link for the variant, chosen as the one sent → a visitor opens it → the card shows the
// view. The master's later edit reaches the variant.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { messages } from "./ai/messages";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

/** A desktop browser's user agent: tracked links count people, not headless browsers. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const layouts = [
  { locale: "en", prefix: "", lang: "en", width: 1366, height: 768 },
  { locale: "zh", prefix: "/ch", lang: "ch", width: 390, height: 844 },
] as const;
const job = {
  en: { company: "Acme Payments", role: "Backend Engineer", posting: "Go, PostgreSQL and Kafka for payments." },
  zh: { company: "云帆支付", role: "后端工程师", posting: "使用 Go 和 PostgreSQL 开发支付服务，熟悉 Kafka。" },
} as const;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

for (const { locale, prefix, lang, width, height } of layouts) {
  test(`${locale} at ${width} px: master → job → variant → cover letter → tracked link → a visitor's view on the card`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const user = await seedUser("premium");
    const master = await seedResume(user.id, { name: "Master resume", lang });
    await signIn(context, baseURL!, user);
    const t = messages[locale].Applications;
    const names = { role: job[locale].role, company: job[locale].company };

    // The job, pasted, with the master as the resume.
    await page.goto(`${prefix}/applications`);
    await page.getByRole("button", { name: t.add }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.form.company).fill(job[locale].company);
    await dialog.getByLabel(t.form.role).fill(job[locale].role);
    await dialog.getByLabel(t.form.description).fill(job[locale].posting);
    await dialog.getByLabel(t.form.resume).selectOption({ label: "Master resume" });
    await dialog.getByRole("button", { name: t.form.save }).click();
    await expect(dialog).toBeHidden();
    const cardName = `${job[locale].role} – ${job[locale].company}`;
    const card = () => page.getByRole("article", { name: cardName }).filter({ visible: true });
    await expect(card()).toContainText(fill(t.card.resume, { name: "Master resume" }));

    // A variant for this job becomes the application's resume.
    await card()
      .getByRole("button", { name: fill(t.card.editLabel, names) })
      .click();
    await dialog.getByRole("button", { name: t.copy.button }).click();
    await expect(dialog.getByRole("link", { name: t.copy.open })).toBeVisible();
    const variant = await testDb().resume.findFirstOrThrow({ where: { variantOfId: master.id, userId: user.id } });

    // Its tracked link, made as the share panel makes it, chosen as the link sent.
    const made = await page.request.post(`/api/resumes/${variant.id}/share-links`, {
      data: { label: job[locale].company },
    });
    expect(made.status()).toBe(200);
    const { path: linkPath } = ((await made.json()) as { data: { path: string } }).data;
    await page.reload();
    await card()
      .getByRole("button", { name: fill(t.card.editLabel, names) })
      .click();
    await dialog.getByLabel(t.form.shareLink).selectOption({ label: job[locale].company });
    await dialog.getByRole("button", { name: t.form.save }).click();
    await expect(dialog).toBeHidden();
    await expect(card()).toContainText(fill(t.card.resume, { name: variant.name }));
    await expect(card()).toContainText(fill(t.card.link, { label: job[locale].company }));

    // The cover letter from the template, saved as version 1.
    const c = t.coverLetter;
    await page
      .getByRole("button", { name: fill(c.openLabel, names) })
      .filter({ visible: true })
      .click();
    const letterDialog = page.getByRole("dialog", { name: c.title });
    await letterDialog.getByRole("button", { name: c.template }).click();
    await expect(letterDialog.getByRole("textbox", { name: c.label })).toHaveValue(new RegExp(job[locale].role));
    await letterDialog.getByRole("button", { name: c.save }).click();
    await expect(letterDialog.getByText(c.version.replace("{version}", "1"))).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await expect(letterDialog).toBeHidden();

    // A recruiter opens the link: the card shows the view.
    const visitor = await playwrightRequest.newContext({ extraHTTPHeaders: { "user-agent": VISITOR_AGENT } });
    expect((await visitor.get(`${baseURL}${linkPath}`)).status()).toBe(200);
    await visitor.dispose();
    const oneView = { en: "1 view", zh: "1 次查看" }[locale];
    await expect(async () => {
      await page.reload();
      await expect(card()).toContainText(oneView, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The master's later edit reaches the variant (its own fields stay its own: variants.spec.ts).
    const saved = await testDb().resume.findUniqueOrThrow({ where: { id: master.id } });
    const data = saved.data as { basicInfo: { title: string } };
    const edited = await page.request.patch(`/api/resumes/${master.id}`, {
      data: { version: saved.version, data: { ...data, basicInfo: { ...data.basicInfo, title: "Staff Engineer" } } },
    });
    expect(edited.status()).toBe(200);
    const after = await testDb().resume.findUniqueOrThrow({ where: { id: variant.id } });
    expect((after.data as { basicInfo: { title: string } }).basicInfo.title).toBe("Staff Engineer");
  });
}
