// Issue 27 items 2-4: the whole check is deterministic, its ids hold while the text does, and the samples are nearly
// clean (the few findings they have are true of them).
import { checkResume } from "@/lib/shared/resume-check/check-resume";
import { MAX_DISMISSED } from "@/lib/shared/resume-check/limits";
import { checkRules } from "@/lib/shared/resume-check/types";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { ZResumeConfig } from "@/lib/shared/validations/resume-document/document";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { jobWith, resume, section } from "./build";

describe("the resume check", () => {
  it.each(["en", "ch"] as const)("%s sample: the same findings every run, each with a why and a fix", (lang) => {
    const doc = sampleResume(lang);
    const first = checkResume(doc);
    expect(checkResume(sampleResume(lang))).toEqual(first);
    expect(first.map((finding) => finding.rule).sort()).toEqual(
      lang === "en" ? ["firstPerson", "noResult", "noResult"] : ["noResult", "noResult", "noResult"],
    );
  });

  it("keeps a finding's id while its text stays, and changes it when the text changes", () => {
    const job = (description: string) =>
      resume([section("empolyment", [{ title: "Acme", startDate: "2020-01", description }], { id: "work" })]);
    const before = checkResume(job("- Worked on tooling for the team"));
    const moved = checkResume(job("- Shipped 3 releases\n- Worked on tooling for the team"));
    const edited = checkResume(job("- Worked on tooling for the whole team"));
    const id = (list: typeof before) => list.find((f) => f.rule === "noResult")?.id;
    expect(id(moved)).toBe(id(before));
    expect(id(edited)).not.toBe(id(before));
  });

  it("has a why and a fix in both languages for every rule", () => {
    type Rules = Record<string, { why: string; fix: string }>;
    for (const messages of [en, zh]) {
      const rules = messages.Editor.resumeCheck.rules as Rules;
      for (const rule of checkRules)
        expect([rule, Boolean(rules[rule]?.why && rules[rule]?.fix)]).toEqual([rule, true]);
    }
  });

  it("ids fit config.checkDismissed, which holds at most MAX_DISMISSED", () => {
    const findings = checkResume(resume([jobWith(["Worked on tooling", "Responsible for things"])], { email: "" }));
    const config = ZResumeConfig.parse({ checkDismissed: findings.map((finding) => finding.id) });
    expect(config.checkDismissed).toHaveLength(findings.length);
    expect(ZResumeConfig.parse({}).checkDismissed).toEqual([]);
    expect(ZResumeConfig.safeParse({ checkDismissed: Array(MAX_DISMISSED + 1).fill("x") }).success).toBe(false);
  });
});
