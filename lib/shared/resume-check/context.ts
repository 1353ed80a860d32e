// The resume as the check's rules read it, built once per check: every text field with its plain text (no Markdown
// markers) and language, and the bullets of each experience entry. Built on the resume's own Markdown parser
// (lib/shared/resume/markdown.ts), so a bullet here is a bullet on the page.
import { parseMarkdown } from "@/lib/shared/resume/markdown";
import type { TItem, TResumeConfig, TResumeData, TSection } from "@/lib/shared/validations/resume-document/document";
import type { FieldTarget } from "./types";

export type CheckInput = {
  data: TResumeData;
  config: Pick<TResumeConfig, "lang" | "emailIsHidden" | "cellphoneIsHidden">;
  /** Issue 27 item 4: a job description the resume is checked against (the job match card's text). */
  jobDescription?: string;
};

type TextField = { target: FieldTarget; text: string; isChinese: boolean };
export type Bullet = { text: string; isChinese: boolean };
export type ItemRef = { section: TSection; item: TItem; index: number };
type ExperienceEntry = ItemRef & { bullets: Bullet[] };

export type CheckContext = {
  input: CheckInput;
  /** Every field a person reads as prose: the headline, and each entry's title, subtitle and description. */
  fields: TextField[];
  /** Entries of work and project sections, the ones whose bullets are achievements. */
  experience: ExperienceEntry[];
  /** Entries of work sections (dates are checked there). */
  jobs: ItemRef[];
  /** Entries of skills sections. */
  skills: ItemRef[];
  /** Every entry. */
  items: ItemRef[];
};

const HAN = /\p{Script=Han}/gu;

/** Chinese when it holds two Han characters or more: "使用 React 开发" is Chinese, "React (前端)" hardly. */
export function isChineseText(text: string): boolean {
  return (text.match(HAN)?.length ?? 0) >= 2;
}

/** Words, or for Chinese the characters that are not spaces or punctuation (a Latin word counts as one). */
export function textLength(text: string, isChinese: boolean): number {
  if (!isChinese) return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z0-9][A-Za-z0-9.+#%-]*/g)?.length ?? 0;
  return han + latin;
}

/** The names of one skills entry: "React / Vue, Node.js" is three. */
export function skillNames(title: string): string[] {
  return title
    .split(/[,，、/|;；]/)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

export function itemTarget(ref: ItemRef, field: string): FieldTarget {
  return { sectionId: ref.section.id, itemId: ref.item.id, itemIndex: ref.index, field };
}

const runsText = (runs: { text: string }[]) => runs.map((run) => run.text).join("");

/** A description's plain text, markers gone, lines kept. */
export function plainText(markdown: string): string {
  return parseMarkdown(markdown)
    .flatMap((block) => (block.kind === "paragraph" ? block.lines : block.items))
    .map(runsText)
    .join("\n");
}

/** The "- " bullets of a description; one written as plain lines has each line as a bullet. */
function bulletsOf(markdown: string): Bullet[] {
  const blocks = parseMarkdown(markdown);
  const listed = blocks.flatMap((block) => (block.kind === "list" ? block.items : []));
  const lines = listed.length > 0 ? listed : blocks.flatMap((block) => (block.kind === "paragraph" ? block.lines : []));
  return lines
    .map((runs) => runsText(runs).trim())
    .filter((text) => text !== "")
    .map((text) => ({ text, isChinese: isChineseText(text) }));
}

const isExperience = (section: TSection) =>
  section.type === "empolyment" || (section.kind === "project" && !section.onlyDesc);

export function readResume(input: CheckInput): CheckContext {
  const { data } = input;
  const fields: TextField[] = [];
  const add = (target: FieldTarget, text: string) => {
    if (text.trim() !== "") fields.push({ target, text, isChinese: isChineseText(text) });
  };
  add({ field: "title" }, data.basicInfo.title);
  const items: ItemRef[] = [];
  const experience: ExperienceEntry[] = [];
  for (const section of data.sections) {
    section.data.forEach((item, index) => {
      const ref = { section, item, index };
      items.push(ref);
      add(itemTarget(ref, "title"), item.title);
      add(itemTarget(ref, "subTitle"), item.subTitle);
      // A skill's level is held in its description ("Expert"), not prose.
      if (section.type !== "skills") add(itemTarget(ref, "description"), plainText(item.description));
      if (isExperience(section)) experience.push({ ...ref, bullets: bulletsOf(item.description) });
    });
  }
  return {
    input,
    fields,
    experience,
    jobs: items.filter((ref) => ref.section.type === "empolyment"),
    skills: items.filter((ref) => ref.section.type === "skills"),
    items,
  };
}
