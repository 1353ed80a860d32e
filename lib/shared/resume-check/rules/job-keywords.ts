// Issue 27 item 4: with a job description given, each of its keywords the resume does not mention is a finding, from
// the job match the "Tailor to a job" card shows (lib/shared/resume/job-match, used as it is). A missing skill
// points at the skills section, any other word at the summary, else at the first experience entry.
import { matchJob } from "@/lib/shared/resume/job-match/match-job";
import { itemTarget, type CheckContext } from "../context";
import { makeFinding } from "../finding";
import type { FieldTarget, Finding } from "../types";

export function findMissingJobKeywords(ctx: CheckContext): Finding[] {
  const description = ctx.input.jobDescription?.trim();
  if (!description) return [];
  const { missing } = matchJob(ctx.input.data, description);
  const skills = ctx.input.data.sections.find((section) => section.type === "skills");
  const summary = ctx.items.find((ref) => ref.section.profile || ref.section.kind === "profile");
  const prose = summary ?? ctx.experience[0];
  const fallback: FieldTarget = prose ? itemTarget(prose, "description") : { field: "title" };
  return missing.map((keyword) => {
    const target = keyword.isSkill && skills ? { sectionId: skills.id, field: "name" } : fallback;
    return makeFinding("jobKeyword", "job", target, {
      detail: keyword.label,
      values: { keyword: keyword.label, isSkill: keyword.isSkill ? "yes" : "no" },
    });
  });
}
