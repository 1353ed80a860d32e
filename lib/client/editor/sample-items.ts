// Seeded sample entries (ZItem.sample) still in a document: what the editor marks, lists in its warning before a
// download, a public link or a share, and removes with one click.
import type { TItem, TResumeData } from "@/lib/shared/validations/resume-document/document";

export type SampleEntry = { sectionId: string; sectionName: string; index: number; itemId?: string; title: string };

/** The fields whose change makes an entry the user's own (a spacing override does not). */
const contentFields = ["title", "subTitle", "startDate", "endDate", "city", "description"] as const;

export function listSampleItems(data: TResumeData): SampleEntry[] {
  return data.sections.flatMap((section) =>
    section.data.flatMap((item, index) =>
      item.sample
        ? [{ sectionId: section.id, sectionName: section.name, index, itemId: item.id, title: item.title }]
        : [],
    ),
  );
}

/** The item after `patch`: a changed content field drops the sample flag (the key is removed, not set to false). */
export function patchItem(item: TItem, patch: Partial<TItem>): TItem {
  const next = { ...item, ...patch };
  if (item.sample && contentFields.some((field) => field in patch && patch[field] !== item[field])) {
    delete next.sample;
  }
  return next;
}

/** Removes every sample entry; a section that held only samples goes too, since it would print as a bare heading
 * (or nothing) and the user never wrote anything in it. Untouched sections are kept by reference. */
export function removeSampleItems(data: TResumeData): TResumeData {
  if (!data.sections.some((section) => section.data.some((item) => item.sample))) return data;
  const sections = data.sections.flatMap((section) => {
    if (!section.data.some((item) => item.sample)) return [section];
    const kept = section.data.filter((item) => !item.sample);
    return kept.length === 0 ? [] : [{ ...section, data: kept }];
  });
  return { ...data, sections };
}
