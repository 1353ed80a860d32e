// Issue 27 item 4: with a job description, each keyword the job match finds missing is a finding; a skill points at
// the skills section, any other word at the summary.
import { findMissingJobKeywords } from "@/lib/shared/resume-check/rules/job-keywords";
import { jobWith, read, resume, section } from "./build";

describe("the job's missing keywords", () => {
  const skills = section("skills", [{ title: "TypeScript" }, { title: "React" }]);
  const profile = section("custom", [{ description: "Engineer who ships." }], { profile: true, onlyDesc: true });

  it.each([
    ["en", "We need TypeScript and Terraform. Terraform matters.", "Terraform"],
    ["zh", "熟悉 TypeScript 和 Terraform", "Terraform"],
  ])("%s: a missing skill points at the skills section", (_lang, jobDescription, keyword) => {
    const findings = findMissingJobKeywords(
      read(resume([skills, jobWith(["Led 3 launches"])], {}, { jobDescription })),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "jobKeyword",
        kind: "job",
        target: { sectionId: skills.id, field: "name" },
        why: expect.objectContaining({ values: { keyword, isSkill: "yes" } }),
      }),
    ]);
  });

  it("en: a missing word points at the summary", () => {
    const jobDescription = "Payments experience. Payments at scale; payments teams.";
    const [finding] = findMissingJobKeywords(read(resume([profile, skills], {}, { jobDescription })));
    expect(finding).toMatchObject({ target: { sectionId: profile.id, field: "description" } });
    expect(finding?.why.values).toEqual({ keyword: "payments", isSkill: "no" });
  });

  it.each([
    ["en", "TypeScript and React"],
    ["zh", "熟悉 TypeScript 与 React"],
    ["en", "   "],
  ])("%s: nothing when the resume covers the job, or there is no job", (_lang, jobDescription) => {
    expect(findMissingJobKeywords(read(resume([skills], {}, { jobDescription })))).toEqual([]);
  });
});
