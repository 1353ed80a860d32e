import { formatDateRange, formatResumeDate } from "@/lib/shared/resume/format-date";
import { fontFamily, resumeFonts } from "@/lib/shared/resume/fonts";
import { markdownToText, parseMarkdown } from "@/lib/shared/resume/markdown";
import { safeHref, safeImageSrc } from "@/lib/shared/resume/safe-url";
import { skillLevel } from "@/lib/shared/resume/skill-level";
import { pxStyles, spacingVars } from "@/lib/shared/resume/spacing";
import { getTemplateMeta, resolveThemeHex, templateRegistry } from "@/lib/shared/templates/registry";

describe("markdown subset", () => {
  it("parses paragraphs, bullets, bold and italic", () => {
    expect(parseMarkdown("Led a team.\n- Cut **p95** by *half*\n- Shipped\n\nSecond para")).toEqual([
      { kind: "paragraph", lines: [[{ text: "Led a team.", bold: false, italic: false }]] },
      {
        kind: "list",
        items: [
          [
            { text: "Cut ", bold: false, italic: false },
            { text: "p95", bold: true, italic: false },
            { text: " by ", bold: false, italic: false },
            { text: "half", bold: false, italic: true },
          ],
          [{ text: "Shipped", bold: false, italic: false }],
        ],
      },
      { kind: "paragraph", lines: [[{ text: "Second para", bold: false, italic: false }]] },
    ]);
  });

  it("keeps HTML and unmatched markers as literal text", () => {
    expect(markdownToText("<img src=x onerror=alert(1)> 2 * 3 **open")).toBe(
      "<img src=x onerror=alert(1)> 2 * 3 **open",
    );
  });
});

describe("dates", () => {
  it("formats by resume language with Present / 至今", () => {
    expect(formatResumeDate("2020-02", "en")).toBe("Feb 2020");
    expect(formatResumeDate("2020-2", "ch")).toBe("2020.02");
    expect(formatResumeDate("Summer 2019", "en")).toBe("Summer 2019");
    expect(formatDateRange("2020-02", "", "en")).toBe("Feb 2020 – Present");
    expect(formatDateRange("2020-02", "", "ch")).toBe("2020.02 – 至今");
    expect(formatDateRange("2023-04", "", "en", false)).toBe("Apr 2023");
    expect(formatDateRange("", "", "en")).toBe("");
    expect(formatDateRange("2016-07", "2020-01", "de")).toBe("Juli 2016 – Jan. 2020");
  });
});

describe("registry, themes, fonts, spacing", () => {
  it("has at least 12 templates, 7 free, each with 4+ themes, unique names; Modern first theme is emerald", () => {
    expect(templateRegistry.length).toBeGreaterThanOrEqual(12);
    expect(templateRegistry.filter((t) => !t.isPro).length).toBeGreaterThanOrEqual(7);
    expect(new Set(templateRegistry.map((t) => t.componentName)).size).toBe(templateRegistry.length);
    for (const t of templateRegistry) {
      expect(t.themes.length).toBeGreaterThanOrEqual(4);
      for (const theme of t.themes) expect(theme.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(getTemplateMeta("TemplateModern")?.themes[0]?.name).toBe("emerald");
    expect(getTemplateMeta("TemplateIntro")).toBeDefined();
    expect(templateRegistry.some((t) => t.columns === "two")).toBe(true);
    expect(resolveThemeHex("TemplateModern", "nope")).toBe("#047857");
    expect(resolveThemeHex("Unknown", "blue")).toBe("#1d4ed8");
  });

  it("offers 6+ fonts, each ending in a Chinese web font", () => {
    expect(resumeFonts.length).toBeGreaterThanOrEqual(6);
    for (const font of resumeFonts) expect(font.family).toMatch(/"Noto (Sans|Serif) SC"/);
    expect(fontFamily("missing")).toBe(fontFamily("inter"));
  });

  it("maps spacing presets to 4 px units and filters per-item styles", () => {
    expect(spacingVars({ preset: "default", section: 4, item: 2, page: 10 })).toEqual({});
    expect(spacingVars({ preset: "custom", section: 5, item: 1, page: 10 })).toMatchObject({
      "--rs-section-gap": "20px",
      "--rs-item-gap": "4px",
      "--rs-page-x": "40px",
    });
    expect(spacingVars({ preset: "none", section: 4, item: 2, page: 10 })["--rs-section-gap"]).toBe("0px");
    expect(pxStyles({ marginTop: 8, position: 3 })).toEqual({ marginTop: "8px" });
  });

  it("allows only safe link and image URLs, and reads skill levels", () => {
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("github.com/a")).toBe("https://github.com/a");
    expect(safeImageSrc("data:text/html;base64,AA")).toBeUndefined();
    expect(safeImageSrc("/uploads/a.png")).toBe("/uploads/a.png");
    expect(safeImageSrc("//evil.example/a.png")).toBeUndefined();
    expect(skillLevel("Expert")).toBe(100);
    expect(skillLevel("熟练")).toBe(80);
    expect(skillLevel("75%")).toBe(75);
    expect(skillLevel("CET-6")).toBe(70);
  });
});
