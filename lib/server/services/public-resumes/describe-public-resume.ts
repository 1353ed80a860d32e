// The meta description of a public resume page (/r/ and /ch/r/): search results and link previews show it, and
// Lighthouse's SEO audit fails a page without one (issue 23 item 8). The owner's own summary when the resume has one,
// as a reader would see it (no Markdown markers), else who the resume is about: name, title and city.
import "server-only";
import { markdownToDisplayText } from "@/lib/shared/resume/markdown-display";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

/** Search engines show about this many characters of a description. */
const MAX_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_LENGTH) return flat;
  const cut = flat.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** `fallbackName`: the resume's own name, for a resume whose basic information is empty. */
export function describePublicResume(data: TResumeData, fallbackName: string): string {
  const profile = data.sections.find((section) => section.profile || section.kind === "profile");
  const summary = profile?.data.map((item) => markdownToDisplayText(item.description ?? "")).join(" ") ?? "";
  if (summary.trim()) return shorten(summary);
  const { name, title, location } = data.basicInfo;
  return shorten([name || fallbackName, title, location].filter(Boolean).join(" · "));
}
