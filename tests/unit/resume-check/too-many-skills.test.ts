// Issue 27 item 3: a skills list of dozens of names is keyword stuffing.
import { MAX_SKILLS } from "@/lib/shared/resume-check/limits";
import { findTooManySkills } from "@/lib/shared/resume-check/rules/too-many-skills";
import { read, resume, section } from "./build";

const skills = (names: string[]) =>
  section(
    "skills",
    names.map((title) => ({ title })),
  );

describe("a skills list of dozens of names", () => {
  it.each([
    ["en", (i: number) => `Skill${i}`],
    ["zh", (i: number) => `技能${i}`],
  ])("%s: flags more than MAX_SKILLS names", (_lang, name) => {
    const list = skills(Array.from({ length: MAX_SKILLS + 1 }, (_, i) => name(i)));
    expect(findTooManySkills(read(resume([list])))).toEqual([
      expect.objectContaining({
        rule: "tooManySkills",
        kind: "stuffing",
        target: { sectionId: list.id, field: "name" },
        why: expect.objectContaining({ values: { count: MAX_SKILLS + 1, max: MAX_SKILLS } }),
      }),
    ]);
  });

  it("counts the names inside one entry", () => {
    const one = skills([Array.from({ length: MAX_SKILLS + 5 }, (_, i) => `S${i}`).join(",")]);
    expect(findTooManySkills(read(resume([one])))).toHaveLength(1);
  });

  it.each([
    ["en", ["TypeScript", "React", "Node.js"]],
    ["zh", ["系统设计", "阿里云 / AWS"]],
  ])("%s: leaves a short list alone", (_lang, names) => {
    expect(findTooManySkills(read(resume([skills(names)])))).toEqual([]);
  });
});
