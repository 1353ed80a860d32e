// Issue 27 item 2: a skill listed twice, in one section or across two, spelled alike or by the tech-names table.
import { findRepeatedSkills } from "@/lib/shared/resume-check/rules/repeated-skills";
import { read, resume, section } from "./build";

const skills = (...titles: string[]) =>
  section(
    "skills",
    titles.map((title) => ({ title })),
  );
const run = (...sections: ReturnType<typeof skills>[]) => findRepeatedSkills(read(resume(sections)));

describe("repeated skills", () => {
  it.each([
    ["en", ["React", "TypeScript", "react"], "react"],
    ["en", ["Node.js", "nodejs"], "nodejs"],
    ["zh", ["系统设计", "Kubernetes", "系统设计"], "系统设计"],
    ["zh", ["阿里云 / AWS", "AWS"], "AWS"],
  ])("%s: flags %j", (_lang, titles, skill) => {
    expect(run(skills(...titles))).toEqual([
      expect.objectContaining({
        rule: "repeatedSkill",
        kind: "skills",
        why: expect.objectContaining({ values: { skill } }),
      }),
    ]);
  });

  it("flags a repeat across two skills sections", () => {
    expect(run(skills("Go"), skills("Go"))).toHaveLength(1);
  });

  it.each([
    ["en", ["Java", "JavaScript", "TypeScript"]],
    ["zh", ["系统设计", "系统架构", "Go"]],
  ])("%s: leaves distinct skills alone", (_lang, titles) => {
    expect(run(skills(...titles))).toEqual([]);
  });
});
