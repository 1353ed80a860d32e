import "server-only";
// A partial draft from the stream → a complete one (missing texts empty, missing lists empty), so that each partial
// can go through draftToResumeDocument and the creator shows a real resume filling in, not raw JSON.
import type { DeepPartial } from "ai";
import type { TResumeDraft, TResumeDraftEntry } from "@/lib/shared/validations/ai/resume-draft";

const text = (value: string | undefined) => value ?? "";

function entries(list: (DeepPartial<TResumeDraftEntry> | undefined)[] | undefined): TResumeDraftEntry[] {
  return (list ?? [])
    .filter((e): e is DeepPartial<TResumeDraftEntry> => e !== undefined)
    .map((e) => ({
      organization: text(e.organization),
      title: text(e.title),
      startDate: text(e.startDate),
      endDate: text(e.endDate),
      city: text(e.city),
      description: text(e.description),
    }));
}

export function fillPartialDraft(partial: DeepPartial<TResumeDraft> | undefined): TResumeDraft {
  return {
    title: text(partial?.title),
    summary: text(partial?.summary),
    work: entries(partial?.work),
    education: entries(partial?.education),
    projects: entries(partial?.projects),
    skills: (partial?.skills ?? [])
      .filter((s) => s !== undefined)
      .map((s) => ({ name: text(s.name), level: text(s.level) })),
  };
}
