// Every template, in English and Chinese, printed through the real download route (POST /api/download/{id}: the
// print page in the server's Chromium) and read back the way an applicant-tracking system reads it: headings come
// out as whole words (pdf.js via unpdf, which keeps the gaps letter-spacing leaves; pdftotext would hide them), no
// Type 3 fonts (what Chromium makes of variable fonts), no heading for a section with nothing in it, and a sidebar
// colour that runs to the bottom of every page.
import { expect, test } from "@playwright/test";
import { templateRegistry } from "@/lib/shared/templates/registry";
import type { TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import { pdfFonts, pdfPages, pdfText } from "./pdf/pdf-inspect";
import { squash } from "./pdf/resume-text";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { sessionToken } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const emptyNames = { en: ["Volunteering", "Publications"], ch: ["志愿服务", "出版作品"] } as const;

/** Two sections with nothing to print: one without entries (main column), one whose only entry is blank (side). */
function withEmptySections(lang: "en" | "ch") {
  return (data: TResumeData): TResumeData => {
    const base = {
      isCreated: true,
      type: "custom",
      columns: "one",
      tagStyle: "none",
      onlyDesc: false,
      profile: false,
      styles: {},
    } as const;
    const blank = {
      id: "blank-1",
      title: "",
      subTitle: "",
      startDate: "",
      endDate: "",
      city: "  ",
      description: " \n ",
      styles: {},
    };
    const empty: TSection[] = [
      { ...base, id: "empty-main", name: emptyNames[lang][0], position: "main", data: [] },
      { ...base, id: "empty-side", name: emptyNames[lang][1], position: "side", data: [blank] },
    ];
    return { ...data, sections: [...data.sections, ...empty] };
  };
}

/** Templates whose narrow column is tinted, with the side it sits on and its width in mm (templates-two.css). */
const tintedSides: Record<string, { side: "left" | "right"; widthMm: number }> = {
  TemplateSplit: { side: "right", widthMm: 64 },
  TemplateSidebar: { side: "left", widthMm: 68 },
  TemplateBold: { side: "left", widthMm: 66 },
  TemplateCreative: { side: "left", widthMm: 70 },
};

const collapse = (text: string) => text.replace(/\s+/g, " ").toLowerCase();
const isWhite = ([r, g, b]: [number, number, number]) => r > 252 && g > 252 && b > 252;

for (const meta of templateRegistry) {
  for (const lang of ["en", "ch"] as const) {
    test(`${meta.componentName} (${lang}): whole-word headings, no Type 3 fonts, no empty sections`, async ({
      request,
    }) => {
      const user = await seedUser("premium");
      const resume = await seedResume(user.id, {
        lang,
        config: { templateName: meta.componentName },
        edit: withEmptySections(lang),
      });
      const response = await request.post(`/api/download/${resume.id}`, {
        data: { format: "two" },
        headers: { Authorization: `Bearer ${await sessionToken(user)}` },
      });
      expect(response.status()).toBe(200);
      const body = new Uint8Array(await response.body());

      // Soft checks: one run reports every property that fails, not just the first.
      const text = await pdfText(body);
      const data = resume.data as TResumeData;
      const headings = [
        data.basicInfo.name,
        data.basicInfo.title,
        ...data.sections.filter((s) => !s.id.startsWith("empty-")).map((s) => s.name),
      ];
      // Case aside (templates upper-case headings), each heading reads exactly as typed: no gaps inside words.
      const broken = headings.filter((heading) => !collapse(text).includes(collapse(heading)));
      expect.soft(broken, `headings not extracted whole from:\n${text.slice(0, 600)}`).toEqual([]);

      const fonts = pdfFonts(body);
      expect(fonts.length).toBeGreaterThan(0);
      const type3 = fonts.filter((font) => font.type === "Type 3");
      expect
        .soft(type3.length, `Type 3 fonts among ${fonts.map((font) => `${font.name} (${font.type})`).join(", ")}`)
        .toBe(0);
      expect.soft(fonts.filter((font) => !font.embedded)).toEqual([]);

      const leftovers = emptyNames[lang].filter((name) => squash(text).includes(squash(name)));
      expect.soft(leftovers, "headings of empty sections in the PDF").toEqual([]);

      const tinted = tintedSides[meta.componentName];
      if (tinted) {
        const pages = await pdfPages(body);
        expect(pages.length).toBeGreaterThan(0);
        for (const [index, page] of pages.entries()) {
          // The middle of the tinted column, and its last pixel rows (the page's bottom margin: never any text).
          const middle = (tinted.widthMm / 2 / 210) * page.width;
          const x = tinted.side === "left" ? middle : page.width - middle;
          const bottom = page.pixel(x, page.height - 2);
          expect
            .soft(
              isWhite(bottom),
              `page ${index + 1} of ${pages.length}: side column at the bottom edge is ${bottom.join(",")}`,
            )
            .toBe(false);
          expect.soft(page.pixel(x, page.height - 12)).toEqual(bottom);
        }
      }
    });
  }
}
