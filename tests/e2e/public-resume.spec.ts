// Public resume pages (/r/{uuid or custom URL}) over real HTTP: 404s, hidden fields absent from the HTML, premium-only
// options, <html lang>, noindex, view counting (not the owner's), the public download and the Open Graph image.
import { expect, test } from "@playwright/test";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { disconnectTestDb, testDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { sessionToken } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const hiddenConfig = { emailIsHidden: true, cellphoneIsHidden: true };

test("private, deleted and unknown links answer 404", async ({ request }) => {
  const owner = await seedUser("premium");
  const privateResume = await seedResume(owner.id, { isPublic: false });
  const deleted = await seedResume(owner.id, { isPublic: true, deleted: true });
  for (const slug of [privateResume.uuid, deleted.uuid, "no-such-link", "bad..slug"]) {
    const response = await request.get(`/r/${slug}`);
    expect(response.status(), slug).toBe(404);
    expect(await response.text()).not.toContain(owner.email ?? "???");
  }
});

test("a premium owner's hidden e-mail and phone are absent from the HTML; a regular owner's stay", async ({
  request,
}) => {
  const premium = await seedUser("premium");
  const hidden = await seedResume(premium.id, { isPublic: true, config: hiddenConfig });
  const data = hidden.data as { basicInfo: { email: string; cellphone: string; name: string } };
  const html = await (await request.get(`/r/${hidden.uuid}`)).text();
  expect(html).toContain(data.basicInfo.name);
  expect(html).not.toContain(data.basicInfo.email);
  expect(html).not.toContain(data.basicInfo.cellphone);

  const regular = await seedUser("regular");
  const shown = await seedResume(regular.id, { isPublic: true, config: hiddenConfig });
  const shownHtml = await (await request.get(`/r/${shown.uuid}`)).text();
  expect(shownHtml).toContain(data.basicInfo.email);
});

test("custom URL, html lang from the resume's language, noindex unless allowed", async ({ request }) => {
  const owner = await seedUser("premium");
  const customUrl = `chen-${Date.now()}`;
  await seedResume(owner.id, { isPublic: true, lang: "ch", customUrl });
  const html = await (await request.get(`/r/${customUrl}`)).text();
  expect(html).toMatch(/<html lang="zh-CN"/);
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const indexed = await seedResume(owner.id, { isPublic: true, allowIndexing: true });
  const indexedHtml = await (await request.get(`/r/${indexed.uuid}`)).text();
  expect(indexedHtml).toMatch(/<html lang="en"/);
  expect(indexedHtml).not.toContain("noindex");
});

test("views are counted for visitors, not for the owner", async ({ request }) => {
  const owner = await seedUser("premium");
  const resume = await seedResume(owner.id, { isPublic: true });
  const token = await sessionToken(owner);
  for (let i = 0; i < 2; i += 1) {
    expect((await request.get(`/r/${resume.uuid}`, { headers: { Cookie: `x-cid=${token}` } })).status()).toBe(200);
  }
  expect((await request.get(`/r/${resume.uuid}`)).status()).toBe(200);
  // Counting runs after the response (after()): wait for it, then make sure the owner's two views never land.
  await expect
    .poll(async () => (await testDb().resume.findUniqueOrThrow({ where: { id: resume.id } })).viewCount)
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const row = await testDb().resume.findUniqueOrThrow({ where: { id: resume.id }, include: { events: true } });
  expect(row.viewCount).toBe(1);
  expect(row.events.filter((e) => e.kind === "VIEW")).toHaveLength(1);
});

test("buttons follow the owner's options, and only while the owner is premium", async ({ page }) => {
  const options = { showShareBtn: true, downloadable: true, showToggleDarkMode: true, removeBranding: true };
  const premium = await seedUser("premium");
  const withButtons = await seedResume(premium.id, { isPublic: true, config: options });
  await page.goto(`/r/${withButtons.uuid}`);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expect(page.getByText("Made with")).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${withButtons.name}.pdf`);
  await expect(page.getByRole("progressbar", { name: "Download progress" })).toHaveAttribute("aria-valuenow", "100");
  // The progress card hides itself 2 s after success.
  await expect(page.getByRole("progressbar", { name: "Download progress" })).toHaveCount(0, { timeout: 5_000 });
  await page.getByRole("button", { name: "Dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  const lapsed = await seedUser("lapsed");
  const without = await seedResume(lapsed.id, { isPublic: true, config: options });
  await page.goto(`/r/${without.uuid}`);
  await expect(page.getByText("Made with")).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
});

test("the public download works where allowed and is refused elsewhere", async ({ request }) => {
  const premium = await seedUser("premium");
  const allowed = await seedResume(premium.id, { isPublic: true, config: { downloadable: true } });
  const response = await request.post(`/api/download/public/${allowed.uuid}`, { data: { format: "two" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");

  const notAllowed = await seedResume(premium.id, { isPublic: true });
  expect((await request.post(`/api/download/public/${notAllowed.uuid}`, { data: {} })).status()).toBe(403);
  const regular = await seedUser("regular");
  const regularOwner = await seedResume(regular.id, { isPublic: true, config: { downloadable: true } });
  expect((await request.post(`/api/download/public/${regularOwner.uuid}`, { data: {} })).status()).toBe(403);
  const privateResume = await seedResume(premium.id, { config: { downloadable: true } });
  expect((await request.post(`/api/download/public/${privateResume.uuid}`, { data: {} })).status()).toBe(404);
});

test("the Open Graph image renders Chinese glyphs, not boxes", async ({ request }) => {
  const owner = await seedUser("premium");
  // Two names of the same length: drawn as "tofu" boxes both cards would be identical.
  const cards: Buffer[] = [];
  for (const name of ["陈思远", "王小明"]) {
    const resume = await seedResume(owner.id, {
      isPublic: true,
      lang: "ch",
      edit: (data: TResumeData) => ({ ...data, basicInfo: { ...data.basicInfo, name } }),
    });
    const html = await (await request.get(`/r/${resume.uuid}`)).text();
    const ogUrl = new URL(html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "http://x/none");
    const image = await request.get(ogUrl.pathname + ogUrl.search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    cards.push(await image.body());
  }
  expect(cards[0]?.equals(cards[1] ?? Buffer.alloc(0))).toBe(false);
});
