// What of a section reaches paper: an entry prints only when a field its layout shows has text, and a section prints
// only with at least one such entry, so a section left empty never leaves a bare heading on the page.
import type { TItem, TSection } from "@/lib/shared/validations/resume-document/document";
import { markdownToText } from "./markdown";

/** Skills, and any section given a tag style, print as a list of names with their level (parts/skills-list). */
export function isSkillLike(section: TSection): boolean {
  return section.type === "skills" || section.tagStyle !== "none";
}

function shownFields(section: TSection, item: TItem): string[] {
  const description = markdownToText(item.description);
  if (isSkillLike(section)) return [item.title, item.subTitle, description];
  if (section.onlyDesc || section.profile) return [item.title, description];
  return [item.title, item.subTitle, item.startDate, item.endDate, item.city, description];
}

export function printableItems(section: TSection): TItem[] {
  return section.data.filter((item) => shownFields(section, item).some((field) => field.trim() !== ""));
}
