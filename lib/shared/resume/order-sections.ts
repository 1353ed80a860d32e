import type { TSection } from "@/lib/shared/validations/resume-document/document";

/** The order sections print in: as the user arranged them, or profile first for templates that open with it. */
export function orderSections(sections: TSection[], profileFirst: boolean): TSection[] {
  if (!profileFirst) return sections;
  const index = sections.findIndex((s) => s.profile || s.kind === "profile");
  const profile = sections[index];
  if (index <= 0 || !profile) return sections;
  return [profile, ...sections.slice(0, index), ...sections.slice(index + 1)];
}
