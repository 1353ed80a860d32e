// Issue 27 item 2: common technology names spelled as their makers do not, from the tech-names table.
import { findTechSpelling } from "@/lib/shared/resume-check/rules/tech-spelling";
import { jobWith, read, resume } from "./build";

const run = (text: string) => findTechSpelling(read(resume([jobWith([text])])));
const pairs = (text: string) => run(text).map((finding) => finding.why.values);

describe("spelling of technology names", () => {
  it.each([
    [
      "en",
      "Built the app in javascript and Typescript on nodejs",
      [
        ["javascript", "JavaScript"],
        ["Typescript", "TypeScript"],
        ["nodejs", "Node.js"],
      ],
    ],
    [
      "en",
      "Moved 40 TB from mysql to postgres; code on Github",
      [
        ["mysql", "MySQL"],
        ["postgres", "PostgreSQL"],
        ["Github", "GitHub"],
      ],
    ],
    [
      "zh",
      "使用 javascript 与 Vuejs 开发，部署在 github 上",
      [
        ["javascript", "JavaScript"],
        ["Vuejs", "Vue.js"],
        ["github", "GitHub"],
      ],
    ],
  ])("%s: flags the names in '%s'", (_lang, text, expected) => {
    expect(pairs(text)).toEqual(expected.map(([found, correct]) => ({ found, correct })));
  });

  it.each([
    ["en", "Built the app in JavaScript on Node.js with PostgreSQL, code on GitHub"],
    ["en", "Helped the team react to incidents and go live"],
    ["en", "Code at github.com/ada and https://gitlab.com/ada; mail ada@github.io"],
    ["zh", "使用 JavaScript 与 Vue.js 开发，部署在 GitHub 上"],
  ])("%s: leaves '%s' alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });

  it("names each wrong spelling once per field", () => {
    expect(run("javascript here, javascript there")).toHaveLength(1);
  });
});
