// On a phone the editor shows one pane at a time (Edit / Preview at the bottom), keeps its chrome short so the first
// field is near the top, and the preview zooms (buttons, and pinch). Measured at 390 × 844 (issue #11 item 20).
import { expect, test, type Page } from "@playwright/test";
import { disconnectEditorDb, seedEditorUser, seedSampleResume, signIn } from "./editor/session";

test.afterAll(disconnectEditorDb);
test.use({ viewport: { width: 390, height: 844 } });

async function openEditor(page: Page, baseURL: string) {
  const user = await seedEditorUser();
  const resume = await seedSampleResume(user.id);
  await signIn(page.context(), baseURL, user);
  await page.goto(`/editor/${resume.id}`);
  await expect(page.getByLabel("Full name")).toBeVisible();
}

const scale = async (page: Page) => Number(await page.getByTestId("resume-preview").getAttribute("data-scale"));

test("Edit and Preview tabs switch the pane", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  await expect(page.getByTestId("resume-preview")).toBeHidden();
  await page.getByLabel("Full name").fill("Mobile Name");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("resume-preview")).toContainText("Mobile Name");
  await expect(page.getByLabel("Full name")).toBeHidden();
  await page.getByRole("tab", { name: "Edit" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Mobile Name");
});

test("a tool chosen while the preview shows opens that tool", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByTestId("resume-preview")).toBeVisible();
  await page.getByRole("tab", { name: "Style" }).click();
  await expect(page.getByLabel("Resume language")).toBeVisible();
  await expect(page.getByTestId("resume-preview")).toBeHidden();
  await expect(page.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByLabel("Full name")).toBeVisible();
});

test("the first field sits within about 150 px of the top; the other tools fold behind More", async ({
  page,
  baseURL,
}) => {
  await openEditor(page, baseURL!);
  const top = await page.getByLabel("Resume name").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  // On failure, say where the height went.
  const layout = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "body > div > *, header, [data-testid=editor-toolbar], main, main > * , main > * > *",
      ),
    ]
      .map(
        (el) =>
          `${el.tagName}.${String(el.className).slice(0, 40)} ${Math.round(el.getBoundingClientRect().top)}+${Math.round(el.getBoundingClientRect().height)}`,
      )
      .join("\n"),
  );
  expect(top, layout).toBeLessThanOrEqual(160);
  const toolbar = page.getByTestId("editor-toolbar");
  // One row: the panels, undo, redo and More.
  expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(52);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await page.getByRole("button", { name: "More tools" }).click();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the preview zooms with buttons and with a pinch, and fits the width again", async ({ page, baseURL }) => {
  await openEditor(page, baseURL!);
  await page.getByRole("tab", { name: "Preview" }).click();
  const fit = await scale(page);
  expect(fit).toBeGreaterThan(0.3);
  expect(fit).toBeLessThan(0.6);
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page.getByTestId("preview-zoom")).toHaveText("150%");
  await expect.poll(() => scale(page)).toBeCloseTo(fit * 1.5, 2);
  // Zoomed in, the paper scrolls sideways inside its box.
  const region = page.getByRole("region", { name: "Live preview" });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.getByRole("button", { name: "Fit width" }).click();
  await expect.poll(() => scale(page)).toBeCloseTo(fit, 3);
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(page.getByTestId("preview-zoom")).toHaveText("75%");
  await page.getByRole("button", { name: "Fit width" }).click();

  // Two fingers moving apart zoom in.
  const box = (await region.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + 150;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints:
        type === "touchEnd"
          ? []
          : [
              { x: box.x + 195 - spread, y, id: 1 },
              { x: box.x + 195 + spread, y, id: 2 },
            ],
    });
  await touch("touchStart", 40);
  for (const spread of [60, 80, 100, 120]) await touch("touchMove", spread);
  await touch("touchEnd", 0);
  await expect.poll(() => scale(page)).toBeGreaterThan(fit * 2);
});
