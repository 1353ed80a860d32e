import "server-only";
// The model's resume draft → our resume document, in the resume language and template chosen. The user's own work
// and education entries win over the model's versions: organization, title and dates exactly as typed, and the
// description too when the user wrote one; the model adds the rest. With no entries given, the model's examples stay.
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import { isPresentValue, PRESENT, toMonthValue } from "@/lib/shared/resume/date-value";
import { putProfileFirst } from "@/lib/shared/resume/put-profile-first";
import { clip } from "@/lib/server/json-resume/text-mapping";
import type { TExperienceItem } from "@/lib/shared/validations/ai/experience-item";
import type { TResumeDraft, TResumeDraftEntry } from "@/lib/shared/validations/ai/resume-draft";
import {
  ZResumeData,
  type TItem,
  type TResumeConfig,
  type TResumeData,
  type TResumeLang,
  type TSection,
  type TSectionKind,
} from "@/lib/shared/validations/resume-document/document";

export type TDraftToDocumentOptions = {
  lang: TResumeLang;
  /** The job title as the user typed it: heads the resume. */
  jobTitle: string;
  workExperience: TExperienceItem[];
  educationExperience: TExperienceItem[];
  templateName?: string;
  templateTheme?: string;
};

type ItemFields = Pick<TItem, "title" | "subTitle" | "startDate" | "endDate" | "city" | "description">;

function modelDate(value: string): string {
  if (isPresentValue(value)) return PRESENT;
  return toMonthValue(value) ?? clip(value, 20);
}

const fromModel = (entry: TResumeDraftEntry): ItemFields => ({
  title: clip(entry.organization, 200),
  subTitle: clip(entry.title, 200),
  startDate: modelDate(entry.startDate),
  endDate: modelDate(entry.endDate),
  city: clip(entry.city, 120),
  description: clip(entry.description, 10_000),
});

/** The user's entries in their order, each completed by the model's entry at the same place (matched by name first). */
function mergeEntries(user: TExperienceItem[], model: TResumeDraftEntry[]): ItemFields[] {
  if (user.length === 0) return model.map(fromModel);
  return user.map((entry, index) => {
    const match = model.find((m) => m.organization.trim() === entry.organization) ?? model[index];
    return {
      title: entry.organization,
      subTitle: entry.title,
      startDate: entry.startDate,
      endDate: entry.isPresent ? PRESENT : entry.endDate,
      city: clip(match?.city, 120),
      description: entry.description.trim() ? entry.description : clip(match?.description, 10_000),
    };
  });
}

function section(base: TSection, fields: ItemFields[]): TSection {
  return { ...base, data: fields.map((f, i) => ({ id: `${base.id}-${i + 1}`, ...f, styles: {} })) };
}

function kindSection(kind: TSectionKind, lang: TResumeLang, fields: ItemFields[]): TSection {
  return section(createSection(kind, lang, kind), fields);
}

const descriptionOnly = (description: string): ItemFields => ({
  title: "",
  subTitle: "",
  startDate: "",
  endDate: "",
  city: "",
  description,
});

export function draftToResumeDocument(
  draft: TResumeDraft,
  options: TDraftToDocumentOptions,
): { data: TResumeData; config: TResumeConfig } {
  const { lang } = options;
  // The basic sections (work, education, skills) and the config exactly as a blank resume has them.
  const empty = createEmptyResume(lang, options.templateName, options.templateTheme);
  const filled: Partial<Record<TSectionKind, ItemFields[]>> = {
    empolyment: mergeEntries(options.workExperience, draft.work),
    education: mergeEntries(options.educationExperience, draft.education),
    skills: draft.skills.map((s) => ({ ...descriptionOnly(clip(s.level, 10_000)), title: clip(s.name, 200) })),
  };
  const basics = empty.data.sections
    .filter((s) => !s.profile)
    .map((s) => (s.kind && filled[s.kind] ? section(s, filled[s.kind] ?? []) : s));
  const summary = clip(draft.summary, 10_000);
  const projects = draft.projects.map(fromModel);
  const sections = [
    ...(summary ? [kindSection("profile", lang, [descriptionOnly(summary)])] : []),
    ...basics.filter((s) => s.kind === "empolyment"),
    ...(projects.length > 0 ? [kindSection("project", lang, projects)] : []),
    ...basics.filter((s) => s.kind !== "empolyment"),
  ];
  const data = ZResumeData.parse({
    basicInfo: { title: clip(options.jobTitle, 120) || clip(draft.title, 120) },
    sections,
  });
  return { data: options.templateName === "TemplateIntro" ? putProfileFirst(data, lang) : data, config: empty.config };
}
