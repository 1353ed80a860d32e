// "Fit to N pages" (issue 25 item 6): spacing first, then line height, then text size down to 12 px body text, the
// first (loosest) setting that fits wins; a resume already within the pages is left alone; nothing above the floor
// fitting is refused. The measure is a stand-in: a page count computed from the candidate's settings.
import { describeFit, findFit, fitCandidates, MIN_BODY_PX, type TemplateType } from "@/components/editor/fit-pages";
import { spacingVars } from "@/lib/shared/resume/spacing";
import { ZSpacing, type TSpacing } from "@/lib/shared/validations/resume-document/document";

const modern: TemplateType = { bodyPx: 13, lineHeight: 1.5 };
const templateDefault = ZSpacing.parse({});

/** How tight a candidate is, 0 for the template's own: one point per unit of gap saved, per line height percent
 * saved, and per 0.1 px of body text saved. Pages fall as it grows. */
function tightness(spacing: TSpacing, type = modern): number {
  const gaps = spacing.preset === "default" ? 0 : 30 - (spacing.section + spacing.item + spacing.page);
  const lines = 100 - (spacing.lineHeight ?? 100);
  const text = ((100 - (spacing.fontScale ?? 100)) * type.bodyPx) / 10;
  return gaps + lines + text;
}

/** A resume that needs `needed` points of tightness to come down to `target` pages. */
function measure(needed: number, target: number, tried: TSpacing[] = []) {
  return (spacing: TSpacing) => {
    tried.push(spacing);
    return tightness(spacing) >= needed ? target : target + 1;
  };
}

const bodyPx = (spacing: TSpacing, type = modern) => (type.bodyPx * (spacing.fontScale ?? 100)) / 100;

describe("the candidates", () => {
  it("tighten spacing first, then line height with the tightest spacing, then text with the tightest line height", () => {
    const candidates = fitCandidates(templateDefault, modern);
    const stage = (s: TSpacing) => (s.fontScale ? "text" : s.lineHeight ? "line" : "gaps");
    expect(candidates.map(stage)).toEqual([...Array(5).fill("gaps"), ...Array(4).fill("line"), "text", "text"]);
    const tightestGaps = candidates[4]!;
    expect(tightestGaps).toMatchObject({ preset: "custom", section: 0, item: 0, page: 3 });
    for (const candidate of candidates.slice(5))
      expect(candidate).toMatchObject({ section: 0, item: 0, page: 3, preset: "custom" });
    expect(candidates.slice(5, 9).map((s) => s.lineHeight)).toEqual([95, 90, 85, 80]);
    for (const candidate of candidates.slice(9)) expect(candidate.lineHeight).toBe(80);
    expect(candidates.slice(9).map((s) => bodyPx(s))).toEqual([expect.closeTo(12.5, 2), expect.closeTo(12, 2)]);
    for (let i = 1; i < candidates.length; i += 1)
      expect(tightness(candidates[i]!)).toBeGreaterThan(tightness(candidates[i - 1]!));
  });

  it("never take body text below 12 px (9 pt), whatever the template's size, and never round below it", () => {
    for (const size of [12, 12.5, 13, 13.5, 14]) {
      const type = { bodyPx: size, lineHeight: 1.5 };
      const texts = fitCandidates(templateDefault, type).filter((s) => s.fontScale !== undefined);
      expect(texts).toHaveLength(Math.round((size - MIN_BODY_PX) / 0.5));
      for (const s of texts) expect(bodyPx(s, type)).toBeGreaterThanOrEqual(MIN_BODY_PX);
      if (texts.length > 0) expect(bodyPx(texts.at(-1)!, type)).toBeCloseTo(MIN_BODY_PX, 2);
      // Every stored scale is one the schema accepts.
      for (const s of texts) expect(ZSpacing.safeParse(s).success).toBe(true);
    }
  });

  it("start from the resume's own settings and only tighten them", () => {
    const own: TSpacing = { preset: "custom", section: 1, item: 1, page: 5, lineHeight: 90, fontScale: 96.16 };
    const candidates = fitCandidates(own, modern);
    // Only spacing steps tighter than 1 / 1 / 5, line heights below 90 %, text below 12.5 px.
    expect(candidates.map((s) => [s.section, s.item, s.page, s.lineHeight, s.fontScale])).toEqual([
      [1, 0, 4, 90, 96.16],
      [0, 0, 3, 90, 96.16],
      [0, 0, 3, 85, 96.16],
      [0, 0, 3, 80, 96.16],
      [0, 0, 3, 80, 92.31],
    ]);
    const atFloor: TSpacing = { preset: "custom", section: 0, item: 0, page: 3, lineHeight: 80, fontScale: 92.31 };
    expect(fitCandidates(atFloor, modern)).toEqual([]);
  });

  it("leave a template whose body text is already 12 px at its size (TemplateCompact)", () => {
    const compact = { bodyPx: 12, lineHeight: 1.42 };
    expect(fitCandidates(templateDefault, compact).some((s) => s.fontScale !== undefined)).toBe(false);
  });
});

describe("findFit", () => {
  it("takes the first, loosest, setting that gives the pages asked for and tries nothing after it", () => {
    for (const target of [1, 2] as const) {
      const tried: TSpacing[] = [];
      // Needs more than the tightest spacing (27 points) and 10 % of line height: the second line height step.
      const result = findFit(
        { current: templateDefault, target, type: modern, pagesNow: target + 1 },
        measure(37, target, tried),
      );
      expect(result).toEqual({
        kind: "fitted",
        pages: target,
        spacing: { preset: "custom", section: 0, item: 0, page: 3, lineHeight: 90 },
      });
      expect(tried).toHaveLength(7);
    }
  });

  it("shrinks spacing only when spacing is enough", () => {
    const result = findFit({ current: templateDefault, target: 1, type: modern, pagesNow: 2 }, measure(20, 1));
    expect(result).toEqual({ kind: "fitted", pages: 1, spacing: { preset: "custom", section: 2, item: 1, page: 6 } });
  });

  it("goes down to 12 px text as a last resort", () => {
    const result = findFit({ current: templateDefault, target: 2, type: modern, pagesNow: 3 }, measure(56, 2));
    expect(result.kind).toBe("fitted");
    if (result.kind !== "fitted") return;
    expect(bodyPx(result.spacing)).toBeCloseTo(12, 2);
    expect(result.spacing.lineHeight).toBe(80);
  });

  it("refuses when even 12 px text with the tightest spacing and line height does not fit, and says how many pages", () => {
    const tried: TSpacing[] = [];
    const result = findFit({ current: templateDefault, target: 1, type: modern, pagesNow: 3 }, (spacing) => {
      tried.push(spacing);
      return 2;
    });
    expect(result).toEqual({ kind: "cannot", pages: 2 });
    expect(tried).toEqual(fitCandidates(templateDefault, modern));
  });

  it("leaves a resume already on the pages asked for (or fewer) alone, measuring nothing", () => {
    for (const [target, pagesNow] of [
      [1, 1],
      [2, 2],
      [2, 1],
    ] as const) {
      const pagesWith = jest.fn(() => 1);
      expect(findFit({ current: templateDefault, target, type: modern, pagesNow }, pagesWith)).toEqual({
        kind: "already",
      });
      expect(pagesWith).not.toHaveBeenCalled();
    }
  });

  it("takes a step that drops below the target when none lands on it (the loosest within the pages)", () => {
    const result = findFit({ current: templateDefault, target: 2, type: modern, pagesNow: 3 }, (s) =>
      s.lineHeight ? 1 : 3,
    );
    expect(result).toMatchObject({ kind: "fitted", pages: 1, spacing: { lineHeight: 95 } });
  });
});

describe("describeFit", () => {
  it("says what changed and by how much: spacing, line height and text size", () => {
    const after: TSpacing = { preset: "custom", section: 0, item: 0, page: 3, lineHeight: 90, fontScale: 92.31 };
    expect(describeFit(templateDefault, after, modern)).toEqual({
      spacing: true,
      lineHeight: { from: 1.5, to: 1.35 },
      text: { from: 13, to: 12 },
    });
    expect(describeFit(templateDefault, { ...templateDefault, preset: "compact" }, modern)).toEqual({
      spacing: true,
      lineHeight: null,
      text: null,
    });
    const tight: TSpacing = { preset: "custom", section: 0, item: 0, page: 3 };
    expect(describeFit(tight, { ...tight, lineHeight: 95 }, { bodyPx: 13, lineHeight: 1.6 })).toEqual({
      spacing: false,
      lineHeight: { from: 1.6, to: 1.52 },
      text: null,
    });
  });
});

describe("the stored settings", () => {
  it("leave a resume that never fitted exactly as it was: no line height or text size variable", () => {
    expect(spacingVars(templateDefault)).toEqual({});
    expect(spacingVars({ ...templateDefault, lineHeight: 100, fontScale: 100 })).toEqual({});
    expect(spacingVars({ preset: "custom", section: 0, item: 0, page: 3, lineHeight: 90, fontScale: 92.31 })).toEqual({
      "--rs-section-gap": "0px",
      "--rs-item-gap": "0px",
      "--rs-page-x": "12px",
      "--rs-page-y": "16px",
      "--rs-line-height": "0.9",
      "--rs-font-scale": "0.9231",
    });
  });

  it("are checked by the document schema: line height 80-100 %, text 85-100 %", () => {
    expect(ZSpacing.safeParse({ lineHeight: 79 }).success).toBe(false);
    expect(ZSpacing.safeParse({ lineHeight: 90.5 }).success).toBe(false);
    expect(ZSpacing.safeParse({ fontScale: 84 }).success).toBe(false);
    expect(ZSpacing.safeParse({ fontScale: 101 }).success).toBe(false);
    expect(ZSpacing.parse({})).not.toHaveProperty("lineHeight");
    expect(ZSpacing.parse({})).not.toHaveProperty("fontScale");
  });
});
