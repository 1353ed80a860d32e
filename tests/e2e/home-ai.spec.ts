// The home page's AI section (docs/product.md §2, issue 15 item 4) on the AI-on server (the `ai` project): four tabs
// with a demo video each, in both locales; WAI-ARIA tabs by keyboard; the videos are real files (public/demos/,
// recorded by `npm run record:demos`), muted, looping, inline, and fetched only for the tab shown once it is on screen;
// with reduced motion nothing plays by itself; a 390 px phone and a 1366 px laptop. Absent with AI off:
// ai-toggle-off.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./a11y";
import { messages } from "./ai/messages";

const features = ["assistant", "polish", "translate", "upload"] as const;
const locales = [
  { code: "en", prefix: "", m: messages.en },
  { code: "zh", prefix: "/ch", m: messages.zh },
] as const;

const section = (page: Page, l: (typeof locales)[number]) => page.getByRole("region", { name: l.m.Home.ai.title });

/** Every demo file the page asks for. */
function demoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/demos/") && pathname.endsWith(".webm")) urls.push(pathname);
  });
  return urls;
}

for (const l of locales) {
  const t = l.m.Home.ai;

  test(`${l.code}: four tabs, each with its own demo video, a real WebM file, and its poster`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${l.prefix}/`);
    const ai = section(page, l);
    const tabs = ai.getByRole("tablist", { name: t.tabsLabel }).getByRole("tab");
    await expect(tabs).toHaveText(features.map((f) => t.items[f].title));
    for (const [i, feature] of features.entries()) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
      const panel = ai.getByRole("tabpanel", { name: t.items[feature].title });
      await expect(panel.getByRole("heading", { name: t.items[feature].title })).toBeVisible();
      await expect(panel).toContainText(t.items[feature].description);
      // Only the panel shown has a video.
      await expect(ai.locator("video")).toHaveCount(1);
      const video = panel.locator("video");
      const src = `/demos/ai-${feature}-${l.code}.webm`;
      await expect(video).toHaveAttribute("src", src);
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("aria-label", t.video.replace("{feature}", t.items[feature].title));
      expect(
        await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline })),
      ).toEqual({ muted: true, loop: true, inline: true });
      const file = await page.request.get(src);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("video/webm");
      // WebM's EBML magic number: a real video, not a placeholder.
      expect((await file.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      const poster = await page.request.get((await video.getAttribute("poster"))!);
      expect(poster.status()).toBe(200);
      expect(poster.headers()["content-type"]).toBe("image/webp");
    }
    await expectNoSeriousA11yViolations(page);
  });

  test(`${l.code}: the tabs work by keyboard (arrows wrap around, Home, End)`, async ({ page }) => {
    await page.goto(`${l.prefix}/`);
    const tabs = section(page, l).getByRole("tab");
    const selected = section(page, l).getByRole("tab", { selected: true });
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(selected).toHaveText(t.items.polish.title);
    await page.keyboard.press("End");
    await expect(tabs.nth(3)).toBeFocused();
    await expect(selected).toHaveText(t.items.upload.title);
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(selected).toHaveText(t.items.upload.title);
    await page.keyboard.press("Home");
    await expect(selected).toHaveText(t.items.assistant.title);
    // One tab stop: Tab leaves the tab list for the panel's content.
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
    await expect(section(page, l).getByRole("tabpanel", { name: t.items.assistant.title })).toBeVisible();
  });
}

test("a demo is fetched only for the tab shown and once it is on screen, and plays there", async ({ page }) => {
  const l = locales[0];
  const fetched = demoRequests(page);
  await page.goto("/");
  const ai = section(page, l);
  const video = ai.locator("video");
  await expect(video).toHaveAttribute("src", "/demos/ai-assistant-en.webm");
  // Off screen: not playing, nothing fetched.
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(fetched).toEqual([]);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await ai.getByRole("tab", { name: l.m.Home.ai.items.translate.title }).click();
  await expect(video).toHaveAttribute("src", "/demos/ai-translate-en.webm");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  expect([...new Set(fetched)]).toEqual(["/demos/ai-assistant-en.webm", "/demos/ai-translate-en.webm"]);
  // Scrolled away: paused.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test("with reduced motion nothing plays by itself: the poster and the play button", async ({ page }) => {
  const l = locales[1];
  await page.emulateMedia({ reducedMotion: "reduce" });
  const fetched = demoRequests(page);
  await page.goto("/ch");
  const video = section(page, l).locator("video");
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("poster", "/demos/ai-assistant-zh.webp");
  await expect(video).toHaveAttribute("controls", "");
  await page.waitForLoadState("networkidle");
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(fetched).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`fits ${width} px in both locales: no sideways scrolling, every tab on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const l of locales) {
      await page.goto(`${l.prefix}/`);
      const ai = section(page, l);
      await ai.scrollIntoViewIfNeeded();
      for (const tab of await ai.getByRole("tab").all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const video = (await ai.locator("video").boundingBox())!;
      expect(video.x + video.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    }
  });
}
