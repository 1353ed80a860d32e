// Resumes whose entries fall at page ends (issue 25 item 5), for the pagination checks of the PDF
// (tests/integration/pdf/page-breaks.test.ts) and of the editor's preview (tests/e2e/preview-page-breaks.spec.ts).
// The sample resume, lengthened to three or four pages: work and projects twice over, eight certificates and two more
// languages and hobbies in the side column, every entry with a description. `shift` adds that many one-line bullets to
// the profile (the main column) and to the first certificate (the side column), moving every entry after them down by
// as many lines, so that a few shifts put different entries across each page end.
// Every entry carries two marks, "K07A" at the end of its title and "K07Z" at the end of its text, and every section
// heading one, "H03X": where the marks print tells which page an entry starts and ends on, and a heading's page.
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TItem, TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";

type Lang = "en" | "ch";
export type EntryMarks = { section: string; first: string; last: string };
export type HeadingMarks = { heading: string; firstEntry: string };
export type PageEndResume = {
  data: TResumeData;
  config: TResumeConfig;
  /** Entries in document order: each must start and end on one page. */
  entries: EntryMarks[];
  /** Section headings: each must share its page with its first entry's title. */
  headings: HeadingMarks[];
};

const filler = { en: "Delivered a quarterly roadmap on time", ch: "按时交付季度路线图" };
const extraText = {
  en: {
    certificate: "Renewed every two years; covers design, security, cost and reliability of production systems.",
    language: "Used daily with customers and colleagues.",
  },
  ch: {
    certificate: "每两年续期一次，涵盖生产系统的设计、安全、成本与可靠性。",
    language: "日常工作中与客户和同事交流使用。",
  },
};

const pad = (n: number) => String(n).padStart(2, "0");
/** Every mark in the order it appears in the document's markup. */
export const allMarks = (resume: PageEndResume): string[] => [
  ...resume.headings.map((heading) => heading.heading),
  ...resume.entries.flatMap((entry) => [entry.first, entry.last]),
];

function copies(items: TItem[], times: number, kind: string): TItem[] {
  return Array.from({ length: times }, (_, copy) =>
    items.map((item, i) => ({ ...item, id: `${kind}-${copy}-${i}` })),
  ).flat();
}

export function pageEndResume(lang: Lang, templateName: string, shift: number): PageEndResume {
  const { data, config } = sampleResume(lang, { templateName });
  const text = extraText[lang];
  const fill = (count: number) => Array.from({ length: count }, (_, n) => `\n- ${filler[lang]} (${n + 1})`).join("");
  const entries: EntryMarks[] = [];
  const headings: HeadingMarks[] = [];
  let entryNo = 0;
  let headingNo = 0;

  const lengthen = (section: TSection): TItem[] => {
    const items = section.data;
    switch (section.kind) {
      case "profile":
        return items.map((item) => ({ ...item, description: item.description + fill(shift) }));
      case "empolyment":
      case "project":
        return copies(items, 2, section.kind);
      case "certificate":
        return copies(items, 4, section.kind).map((item, i) => ({
          ...item,
          description: [item.description, text.certificate].filter(Boolean).join(" ") + (i === 0 ? fill(shift) : ""),
        }));
      case "language":
        return copies(items, 2, section.kind).map((item) => ({ ...item, description: text.language }));
      case "hobby":
        return copies(items, 2, section.kind);
      default:
        return items;
    }
  };

  const sections = data.sections.map((section): TSection => {
    const items = lengthen(section);
    if (section.kind === "profile" || section.type === "skills") return { ...section, data: items };
    const heading = `H${pad(++headingNo)}X`;
    const marked = items.map((item): TItem => {
      const n = pad(++entryNo);
      const mark = { section: section.name, first: `K${n}A`, last: `K${n}Z` };
      entries.push(mark);
      return { ...item, title: `${item.title} ${mark.first}`, description: `${item.description} ${mark.last}` };
    });
    headings.push({ heading, firstEntry: entries[entries.length - marked.length]?.first ?? "" });
    // Languages in two columns of entries (a grid), the layout a section can choose.
    const columns = section.kind === "language" ? "two" : section.columns;
    return { ...section, name: `${section.name} ${heading}`, columns, data: marked };
  });
  return { data: { ...data, sections }, config, entries, headings };
}
