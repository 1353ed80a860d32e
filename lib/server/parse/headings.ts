// Section headings, English and Chinese, recognised by wording ("Work Experience", "工作经历", "教育背景 Education")
// and, for headings we have no word for, by looks: a short line set apart by size, weight or capitals.
// Not server-only: also loaded outside a Next server bundle (scripts/bench, the extract worker).
import type { TSectionKind } from "@/lib/shared/validations/resume-document/document";

/** "contact" is a section of basic information (email, phone…), not a section of the document. */
export type THeadingKind = TSectionKind | "contact";

const words: Record<THeadingKind, string[]> = {
  empolyment: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "career",
    "relevant experience",
    "internship experience",
    "internships",
    "experience history",
    "professional history",
    "work",
    "工作经历",
    "工作经验",
    "实习经历",
    "实习经验",
    "职业经历",
    "工作履历",
  ],
  education: [
    "education",
    "academic background",
    "education background",
    "educational background",
    "academic history",
    "education and training",
    "academics",
    "教育背景",
    "教育经历",
    "学历",
    "教育",
  ],
  skills: [
    "skills",
    "technical skills",
    "core skills",
    "key skills",
    "skill set",
    "skillset",
    "competencies",
    "core competencies",
    "expertise",
    "tech stack",
    "technologies",
    "professional skills",
    "professional skills summary",
    "skills summary",
    "technical expertise",
    "personal skills",
    "personal skills and competences",
    "computer skills",
    "专业技能",
    "技能",
    "技能特长",
    "个人技能",
    "技术栈",
    "技术能力",
    "专业技能与特长",
  ],
  project: [
    "projects",
    "project experience",
    "personal projects",
    "selected projects",
    "key projects",
    "side projects",
    "open source",
    "open source projects",
    "open-source projects",
    "项目经历",
    "项目经验",
    "项目",
  ],
  language: [
    "languages",
    "language skills",
    "language",
    "mother tongue",
    "mother tongues",
    "other languages",
    "语言能力",
    "语言",
    "外语能力",
    "母语",
    "外语",
  ],
  certificate: [
    "certificates",
    "certifications",
    "certification",
    "licenses",
    "licenses and certifications",
    "licenses & certifications",
    "awards",
    "honors",
    "honors and awards",
    "honors & awards",
    "awards and honors",
    "证书",
    "资格证书",
    "证书与奖项",
    "荣誉奖项",
    "获奖经历",
    "获奖情况",
    "荣誉证书",
  ],
  profile: [
    "summary",
    "profile",
    "about me",
    "about",
    "professional summary",
    "career summary",
    "personal profile",
    "objective",
    "career objective",
    "personal statement",
    "自我评价",
    "个人总结",
    "个人简介",
    "个人评价",
    "关于我",
    "个人优势",
    "自我介绍",
  ],
  hobby: ["interests", "hobbies", "hobbies and interests", "hobbies & interests", "兴趣爱好", "爱好"],
  contact: [
    "contact",
    "contact me",
    "contact information",
    "contact info",
    "personal information",
    "personal info",
    "details",
    "personal details",
    "links",
    "profiles",
    "online",
    "social",
    "find me online",
    "联系方式",
    "个人链接",
    "链接",
    "个人信息",
    "基本信息",
    "联系信息",
  ],
};

/** Letters set apart by CSS letter-spacing come out spaced ("S K I L L S", "E D U C AT I O N"): every part one or two. */
const LETTER_SPACED = /^(?:\S{1,2} ){2,}\S{1,2}$/u;

const normalise = (text: string): string => {
  const trimmed = text.trim();
  return (LETTER_SPACED.test(trimmed) ? trimmed.replace(/ /g, "") : trimmed)
    .toLowerCase()
    .replace(/\s*&\s*/g, " and ")
    .replace(/[:：.。、|｜/·•\-–—_#*()（）【】\[\]]+/g, " ")
    .replace(/(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])/g, "")
    .replace(/\s+/g, " ")
    .trim();
};

const byPhrase = new Map<string, THeadingKind>();
/** The same phrases without spaces, for letter-spaced headings whose word gaps are lost ("WORKEXPERIENCE"). */
const byJoined = new Map<string, string>();
for (const [kind, list] of Object.entries(words) as [THeadingKind, string[]][])
  for (const phrase of list) {
    byPhrase.set(normalise(phrase), kind);
    byJoined.set(normalise(phrase).replace(/ /g, ""), normalise(phrase));
  }

/** What a compound heading's first part names, when the rest only adds to it ("Education & Training"). */
const ADDED_WORDS =
  /^(?:training|tools|technologies|certifications?|qualifications|competences|courses|awards|interests)$/;

function compound(key: string): THeadingKind | null {
  const [first, ...rest] = key.split(/ and /);
  const kind = first ? byPhrase.get(first) : undefined;
  if (!kind || rest.length === 0) return null;
  return rest.every((part) => byPhrase.get(part) === kind || ADDED_WORDS.test(part)) ? kind : null;
}

/** The heading as the reader reads it: letter-spaced capitals joined back into the phrase they spell. */
export function headingText(text: string): string {
  const trimmed = text.trim();
  if (!LETTER_SPACED.test(trimmed)) return trimmed;
  const joined = trimmed.replace(/ /g, "");
  const phrase = byJoined.get(normalise(joined));
  if (!phrase) return joined;
  return joined === joined.toUpperCase() ? phrase.toUpperCase() : phrase;
}

/** The section a heading's words name: the whole line, or a Chinese and an English name of the same section. */
export function matchHeading(text: string): THeadingKind | null {
  const key = normalise(text);
  if (!key || key.length > 40) return null;
  const exact = byPhrase.get(key) ?? byPhrase.get(byJoined.get(key.replace(/ /g, "")) ?? "") ?? compound(key);
  if (exact) return exact;
  // Bilingual headings: "工作经历 Work Experience", "Education 教育背景".
  const split = /^([\u3400-\u9fff]+)\s*([a-z][a-z &]*)$|^([a-z][a-z &]*?)\s*([\u3400-\u9fff]+)$/.exec(key);
  if (!split) return null;
  const [zh, en] = split[1] ? [split[1], split[2]] : [split[4], split[3]];
  const zhKind = byPhrase.get(zh ?? "");
  return zhKind && zhKind === byPhrase.get((en ?? "").trim()) ? zhKind : null;
}

export type THeadingLook = { text: string; fontSize: number; bold: boolean; isBullet: boolean; headingLevel?: number };

const cjk = /[\u3400-\u9fff]/g;

/** A heading we have no word for: short, no digits or contact marks, and set apart from body text by its look. */
export function looksLikeHeading(line: THeadingLook, bodyFontSize: number): boolean {
  const text = line.text.trim();
  if (line.isBullet || !text || /[\d@]|https?:|www\./i.test(text) || /[,.;，。；]$/.test(text)) return false;
  const cjkCount = (text.match(cjk) ?? []).length;
  const isShort = cjkCount > 0 ? text.length <= 10 : text.split(/\s+/).length <= 4 && text.length <= 32;
  if (!isShort) return false;
  if (line.headingLevel !== undefined) return true;
  const isLarger = bodyFontSize > 0 && line.fontSize >= bodyFontSize * 1.15;
  const isCaps = cjkCount === 0 && /[A-Z]/.test(text) && text === text.toUpperCase() && text.length >= 4;
  return (isLarger && line.bold) || (isCaps && (line.bold || isLarger));
}
