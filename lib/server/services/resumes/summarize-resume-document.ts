// The counts a snapshot list shows beside its time ("4 sections, 11 entries"), taken when the snapshot is written so
// the list never reads 30 documents.
import "server-only";
import type { SnapshotSummary } from "@/lib/shared/validations/resumes/resume-snapshot";

export function summarizeResumeDocument(data: unknown): SnapshotSummary {
  const sections = (data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return { sections: 0, items: 0 };
  const items = sections.reduce<number>((sum, section: { data?: unknown }) => {
    return sum + (Array.isArray(section?.data) ? section.data.length : 0);
  }, 0);
  return { sections: sections.length, items };
}
