// Small builders that keep the seed resumes readable. Item fields follow lib/shared/resume/sample-resume: work and education
// items name the organisation in `title` and the role or degree in `subTitle`; an empty end date means "Present".
// Section names come from the default-name tables, so an example says "Work Experience" or "工作经历" as a new resume
// would.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import type { z } from "zod";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import type { TSectionKind, ZItem, ZSection } from "@/lib/shared/validations/resume-document/document";

export type SeedLang = "en" | "ch";
export type TItemInput = z.input<typeof ZItem>;
export type TSectionInput = z.input<typeof ZSection>;
type SectionOptions = Partial<Omit<TSectionInput, "id" | "name" | "type" | "kind" | "data">>;

const builtInTypes: Partial<Record<TSectionKind, TSectionInput["type"]>> = {
  empolyment: "empolyment",
  education: "education",
  skills: "skills",
};

export function section(
  kind: TSectionKind,
  lang: SeedLang,
  data: TItemInput[],
  options: SectionOptions = {},
): TSectionInput {
  const type = builtInTypes[kind] ?? "custom";
  return {
    id: kind,
    name: defaultSectionNames[lang][kind],
    type,
    kind,
    // Stable item ids: the editor keys its lists by them.
    data: data.map((item, index) => ({ id: `${kind}-${index + 1}`, ...item })),
    // The three built-in sections exist in every resume; the others are modules the user added.
    isCreated: type === "custom",
    profile: kind === "profile",
    onlyDesc: kind === "profile" || kind === "hobby",
    ...options,
  };
}

export const profile = (lang: SeedLang, description: string, options: SectionOptions = {}): TSectionInput =>
  section("profile", lang, [{ title: "", description }], options);

/** A section written as `[title, text]` pairs, one item each; `toItem` says which field the second one fills. */
function pairSection(
  kind: TSectionKind,
  toItem: (pair: [string, string]) => TItemInput,
  defaults: SectionOptions = {},
) {
  return (lang: SeedLang, entries: [string, string][], options: SectionOptions = {}): TSectionInput =>
    section(kind, lang, entries.map(toItem), { ...defaults, ...options });
}

/** One item per skill, its level (e.g. "Expert", "精通") in the description, as lib/shared/resume/sample-resume does. */
export const skills = pairSection("skills", ([title, level]) => ({ title, description: level }));

/** One item per language, its level in the subtitle, in the side column. */
export const languages = pairSection("language", ([title, level]) => ({ title, subTitle: level }), {
  position: "side",
});

/** One item per hobby with its description, in the side column. */
export const hobbies = pairSection("hobby", ([title, description]) => ({ title, description }), { position: "side" });

/** Bullet list in the document's small Markdown subset. */
export const bullets = (...lines: string[]): string => lines.map((line) => `- ${line}`).join("\n");
