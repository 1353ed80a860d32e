// A LinkedIn data export's content → our resume document (issue 24 item 4), the way the parser's result is made (same
// shape, same config), so the parse task saves it like any upload. Each list file becomes the section of its kind
// (positions → work experience, education, projects, skills, certifications, languages), or a section of its own
// (honors, publications, volunteering, organizations, courses); the profile's summary is the profile section, and
// what has no field of its own goes into "Additional Information" (linkedin-basics.ts). Nothing is guessed, so no
// field is marked for review (`fields` is empty) and the model's refinement is not run (`structured`).
import "server-only";
import type { TParseOptions } from "@/lib/server/parse/parse-resume";
import type { TParsedResume } from "@/lib/server/parse/types";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import {
  ZResumeData,
  ZSection,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";
import {
  linkedInRows,
  type TLinkedInContent,
  type TLinkedInFileName,
} from "@/lib/shared/validations/resume-parse/linkedin-content";
import { linkedInBasics, type TDetail } from "./linkedin-basics";
import { itemSpecs, rowToItem, textItem, type TItemText } from "./linkedin-items";
import { linkedInLabels, type TLinkedInLabels } from "./linkedin-labels";

/** The document's limit; a longer list continues in a second section of the same name ("Skills (2)"). */
const MAX_ITEMS = 100;
const MAX_DESCRIPTION = 10_000;

const kindOf: Partial<Record<TLinkedInFileName, TSectionKind>> = {
  Positions: "empolyment",
  Education: "education",
  Projects: "project",
  Skills: "skills",
  Certifications: "certificate",
  Languages: "language",
};

/** The order of the sections, as a resume reads. */
const listFiles = [
  "Positions",
  "Education",
  "Projects",
  "Skills",
  "Certifications",
  "Languages",
  "Honors",
  "Publications",
  "Volunteering",
  "Organizations",
  "Courses",
] as const satisfies readonly TLinkedInFileName[];

/** Chinese when its characters outweigh the Latin letters, as the parser decides (parse-resume.ts). */
export function linkedInLang(content: TLinkedInContent): "en" | "ch" {
  let cjk = 0;
  let latin = 0;
  for (const table of Object.values(content.files))
    for (const values of table.rows)
      for (const value of values) {
        cjk += (value.match(/[\u3400-\u9fff]/g) ?? []).length;
        latin += (value.match(/[A-Za-z]/g) ?? []).length;
      }
  return cjk * 4 > latin * 0.5 ? "ch" : "en";
}

/** A list's sections: `make(id)` for each run of 100 items, the second one named "Name (2)". */
function sectionsOf(base: string, make: (id: string) => TSection, items: TItemText[]): TSection[] {
  const sections: TSection[] = [];
  for (let from = 0, n = 1; from < items.length; from += MAX_ITEMS, n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const section = make(id);
    if (n > 1) section.name = `${section.name} (${n})`.slice(0, 120);
    section.data = items.slice(from, from + MAX_ITEMS).map((item, i) => ({ ...item, id: `${id}-${i + 1}` }));
    sections.push(section);
  }
  return sections;
}

/** A section of one of our kinds, without the sample items a new one gets. */
function kindSection(kind: TSectionKind, lang: "en" | "ch") {
  return (id: string): TSection => {
    const section = { ...createSection(kind, lang, id), data: [] };
    // The three every resume starts with are ours, not added by the user (as the parser makes them).
    if (kind === "empolyment" || kind === "education" || kind === "skills") section.isCreated = false;
    return section;
  };
}

function customSection(name: string, onlyDesc: boolean) {
  return (id: string): TSection => ZSection.parse({ id, name, type: "custom", isCreated: true, onlyDesc });
}

/**
 * The details of one label (all other e-mail addresses, say) as one item, its values a line each; past the
 * description's 10,000 characters the label's next item goes on.
 */
function detailItems(details: TDetail[]): TItemText[] {
  const items: TItemText[] = [];
  const open = new Map<string, TItemText>();
  for (const { label, value } of details) {
    const item = open.get(label);
    if (item && item.description.length + 1 + value.length <= MAX_DESCRIPTION) item.description += `\n${value}`;
    else {
      const next = textItem({ title: label, description: value });
      open.set(label, next);
      items.push(next);
    }
  }
  return items;
}

function listSections(content: TLinkedInContent, lang: "en" | "ch", labels: TLinkedInLabels): TSection[] {
  const sections: TSection[] = [];
  for (const file of listFiles) {
    const rows = linkedInRows(content.files[file]);
    const spec = itemSpecs[file];
    if (rows.length === 0 || !spec) continue;
    const items = rows.map((row) => rowToItem(row, spec, labels));
    const kind = kindOf[file];
    const make = kind
      ? kindSection(kind, lang)
      : customSection(labels.sections[file as keyof typeof labels.sections], false);
    sections.push(...sectionsOf(kind ?? file.toLowerCase(), make, items));
  }
  return sections;
}

export function fromLinkedIn(content: TLinkedInContent, options: TParseOptions = {}): TParsedResume {
  const lang = linkedInLang(content);
  const labels = linkedInLabels[lang];
  const basics = linkedInBasics(content, labels, lang);
  const sections: TSection[] = [];
  if (basics.summary)
    sections.push(...sectionsOf("profile", kindSection("profile", lang), [textItem({ description: basics.summary })]));
  sections.push(...listSections(content, lang, labels));
  // Work, education and skills are there even when the export has none, as in a blank resume.
  for (const kind of ["empolyment", "education", "skills"] as const)
    if (!sections.some((s) => s.kind === kind)) sections.push(kindSection(kind, lang)(kind));
  sections.push(...sectionsOf("details", customSection(labels.sections.details, true), detailItems(basics.details)));
  const { config } = createEmptyResume(lang, options.templateName, options.templateTheme);
  const data = ZResumeData.parse({ basicInfo: basics.basicInfo, sections, links: basics.links });
  return { lang, data, config, fields: [], structured: true };
}
