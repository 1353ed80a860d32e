// No template slants Chinese (issue 21 item 6). Chinese faces have no italic, so wherever a template asks for italics
// Chromium shears the upright glyphs (a synthesised oblique), on screen and in the PDF alike (the PDF is the same
// print page). Every template's Chinese sample, with an emphasised phrase added where the Markdown renderer puts one,
// is checked node by node in the real Chromium: the fonts it used for each element's own text (DevTools'
// CSS.getPlatformFontsForNode) against the style it asked for. Italic or oblique text whose font has no italic face,
// with synthesis allowed, is a synthesised slant.
import { expect, test, type Page } from "@playwright/test";
import { templateRegistry } from "@/lib/shared/templates/registry";

type Slanted = { text: string; className: string; fontStyle: string; fonts: string[] };

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/** Adds `<em>` to the first paragraph or bullet of rich text, as RichText renders `*…*` (components/resume-document). */
async function addEmphasis(page: Page): Promise<void> {
  await page.evaluate(() => {
    const target = document.querySelector(".rs-rich p, .rs-rich li");
    if (!target) throw new Error("no rich text in the sample");
    const em = document.createElement("em");
    em.textContent = "重点强调";
    target.prepend(em);
  });
}

/**
 * The page marks the candidates itself (Chinese own text, a slanted style, synthesis allowed), so only those make the
 * DevTools round trips: asking Chromium about every node of a resume took about 20 s a template on a busy machine.
 */
async function synthesisedSlants(page: Page): Promise<Slanted[]> {
  const marked = await page.evaluate((cjk) => {
    const pattern = new RegExp(cjk);
    let count = 0;
    for (const element of document.querySelectorAll(".rs-root *")) {
      element.removeAttribute("data-slant-check");
      const own = [...element.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent)
        .join("")
        .trim();
      const style = getComputedStyle(element);
      if (!pattern.test(own) || style.fontStyle === "normal" || style.fontSynthesisStyle === "none") continue;
      element.setAttribute("data-slant-check", own.slice(0, 30));
      count += 1;
    }
    return count;
  }, CJK.source);
  if (marked === 0) return [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "[data-slant-check]" });
  // Families that have an italic face declared (the self-hosted resume fonts, resume-fonts.css).
  const italicFamilies = new Set(
    await page.evaluate(() =>
      [...document.fonts].filter((face) => face.style !== "normal").map((face) => face.family.replace(/["']/g, "")),
    ),
  );
  const found: Slanted[] = [];
  for (const nodeId of nodeIds) {
    const { attributes } = await cdp.send("DOM.getAttributes", { nodeId });
    const attribute = (name: string) => attributes[attributes.indexOf(name) + 1] ?? "";
    const { object } = await cdp.send("DOM.resolveNode", { nodeId });
    const { result } = await cdp.send("Runtime.callFunctionOn", {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: "function () { return getComputedStyle(this).fontStyle; }",
    });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    // A font with an italic face of its own: a declared italic @font-face, or a system font whose name says so.
    const upright = fonts.filter((font) =>
      font.isCustomFont ? !italicFamilies.has(font.familyName) : !/italic|oblique/i.test(font.postScriptName ?? ""),
    );
    if (upright.length > 0)
      found.push({
        text: attribute("data-slant-check"),
        className: attribute("class"),
        fontStyle: String(result.value),
        fonts: upright.map((font) => font.familyName),
      });
  }
  await cdp.detach();
  return found;
}

for (const meta of templateRegistry) {
  test(`${meta.componentName} (ch): no Chinese text in a synthesised oblique`, async ({ page }) => {
    const response = await page.goto(`/print/template/${meta.componentName}?lang=ch`);
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);
    await addEmphasis(page);
    await page.evaluate(() => document.fonts.ready);
    // The check itself must see the fonts: the sample's name is set in a Chinese face.
    const { fonts } = await (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: ".rs-name" });
      const answer = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await cdp.detach();
      return answer;
    })();
    expect(fonts.some((font) => /SC|CJK/.test(font.familyName))).toBe(true);

    expect(await synthesisedSlants(page)).toEqual([]);

    // The check catches what the Classic template did before the fix: its headline in italics with synthesis on.
    await page.addStyleTag({
      content: ".rs-root .rs-title { font-style: italic !important; font-synthesis-style: auto !important; }",
    });
    const before = await synthesisedSlants(page);
    expect(before.map((slant) => slant.className)).toContain("rs-title");
  });
}
