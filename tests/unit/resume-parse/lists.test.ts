import { parseLanguages, parseSkills } from "@/lib/server/parse/lists";
import { lines } from "./fixtures/positioned";

const skills = (rows: Parameters<typeof lines>[0]) =>
  parseSkills(lines(rows)).map((s) => [s.title.value, s.description?.value ?? ""]);
const languages = (rows: Parameters<typeof lines>[0]) =>
  parseLanguages(lines(rows)).map((l) => [l.title.value, l.subTitle?.value ?? ""]);

describe("resume-parse skills", () => {
  it("takes a known level after a skill as its description, with or without a mark", () => {
    expect(
      skills(["TypeScript Expert", "CSS / Tailwind Advanced", "Go (Intermediate)", "SQL – Beginner", "Python：熟练"]),
    ).toEqual([
      ["TypeScript", "Expert"],
      ["CSS / Tailwind", "Advanced"],
      ["Go", "Intermediate"],
      ["SQL", "Beginner"],
      ["Python", "熟练"],
    ]);
  });

  it("splits a Chinese level set against its skill without a space", () => {
    expect(skills([["Java 精通", "业务流程梳理精通"], "项目管理熟练"])).toEqual([
      ["Java", "精通"],
      ["业务流程梳理", "精通"],
      ["项目管理", "熟练"],
    ]);
  });

  it("gives a level in a cell of its own to the skill before it (a grid of skills)", () => {
    expect(skills([["Product discovery", "Expert", "Roadmapping", "Advanced"], ["Figma"]])).toEqual([
      ["Product discovery", "Expert"],
      ["Roadmapping", "Advanced"],
      ["Figma", ""],
    ]);
  });

  it("keeps skill names that merely end like a level, and skills without one", () => {
    expect(skills(["Visual Basic, Office Professional", "Machine Learning", "Kubernetes"])).toEqual([
      ["Visual Basic", ""],
      ["Office Professional", ""],
      ["Machine Learning", ""],
      ["Kubernetes", ""],
    ]);
  });
});

describe("resume-parse languages", () => {
  it("reads the plainer line under a language as its level (subTitle)", () => {
    expect(
      languages([
        { segments: ["English"], bold: true },
        { segments: ["Professional working"], fontSize: 9 },
        { segments: ["Spanish"], bold: true },
        { segments: ["Native"] },
      ]),
    ).toEqual([
      ["English", "Professional working"],
      ["Spanish", "Native"],
    ]);
  });

  it("joins a level that wrapped in a narrow column", () => {
    expect(
      languages([
        { segments: ["英语"], bold: true },
        { segments: ["TOEFL 105，可阅读与撰写英文论"], fontSize: 9 },
        { segments: ["文"], fontSize: 9 },
        { segments: ["普通话"], bold: true },
        { segments: ["母语"], fontSize: 9 },
      ]),
    ).toEqual([
      ["英语", "TOEFL 105，可阅读与撰写英文论文"],
      ["普通话", "母语"],
    ]);
  });

  it("keeps languages in the same look as separate items, and reads levels written beside them", () => {
    expect(languages(["English", "German"])).toEqual([
      ["English", ""],
      ["German", ""],
    ]);
    expect(languages(["English (Native), Spanish (Fluent)", "日语：N2"])).toEqual([
      ["English", "Native"],
      ["Spanish", "Fluent"],
      ["日语", "N2"],
    ]);
  });
});
