// The AI creator's client-side shapes (docs/product.md §3 experience item and saved history entry), free of zod so the
// page's first load does not carry it: the shared schema (lib/shared/validations/ai/experience-item.ts) loads when a form is
// checked.
import type { DeepPartial } from "ai";
import type { TExperienceItem } from "@/lib/shared/validations/ai/experience-item";
import type { TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";

/** One entry as the form holds it: end date empty while "present" is ticked. */
export type ExperienceValues = {
  title: string;
  organization: string;
  startDate: string;
  endDate: string;
  isPresent: boolean;
  description: string;
};

export type ExperienceKind = "work" | "education";

/** A step's entries, and whether the user skipped it (then nothing of it is sent, docs/product.md §5). */
export type ExperienceStepState = { entries: ExperienceValues[]; isSkipped: boolean };

export type CreatorInput = { keyword: string; work: ExperienceStepState; education: ExperienceStepState };

/** docs/product.md §3 "Saved AI creator history entry": what one run sent. */
export type CreatorHistoryEntry = {
  id: string;
  timestamp: number;
  keyword: string;
  workExperience: TExperienceItem[];
  educationExperience: TExperienceItem[];
};

export type PartialDraft = DeepPartial<TResumeDraft>;

export const emptyExperience = (): ExperienceValues => ({
  title: "",
  organization: "",
  startDate: "",
  endDate: "",
  isPresent: false,
  description: "",
});

export const emptyStep = (): ExperienceStepState => ({ entries: [], isSkipped: false });

export const emptyInput = (): CreatorInput => ({ keyword: "", work: emptyStep(), education: emptyStep() });

/** A sent item back into the form: "present" becomes the ticked box. */
export function toExperienceValues(item: TExperienceItem): ExperienceValues {
  const isPresent = item.isPresent || item.endDate === "present";
  return {
    title: item.title,
    organization: item.organization,
    startDate: item.startDate,
    endDate: isPresent ? "" : item.endDate,
    isPresent,
    description: item.description,
  };
}

/**
 * What the API gets for an entry the form has validated (docs/product.md §5: with present ticked, endDate is
 * "present").
 */
export function toExperienceItem(values: ExperienceValues): TExperienceItem {
  return {
    title: values.title.trim(),
    organization: values.organization.trim(),
    startDate: values.startDate.trim(),
    endDate: values.isPresent ? "present" : values.endDate.trim(),
    isPresent: values.isPresent,
    description: values.description,
  };
}

export const isBlankExperience = (values: ExperienceValues): boolean =>
  !values.isPresent &&
  [values.title, values.organization, values.startDate, values.endDate, values.description].every(
    (text) => text.trim() === "",
  );
