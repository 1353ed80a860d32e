// Issue 27 item 2 (Chinese): the check's convention is a space between Chinese and Latin words or numbers
// ("使用 React 开发", "5 年"), as the Chinese sample writes it.
import { findMissingCjkSpaces } from "@/lib/shared/resume-check/rules/cjk-latin-spacing";
import { jobWith, read, resume } from "./build";

const run = (text: string) => findMissingCjkSpaces(read(resume([jobWith([text])], {}, { lang: "ch" })));

describe("spaces between Chinese and Latin text", () => {
  it.each([
    ["使用React开发后台，上线 3 个服务", 2, "使用React开发"],
    ["带领5人团队完成迁移", 2, "带领5人团"],
  ])("zh: flags '%s'", (text, count, example) => {
    expect(run(text)).toEqual([
      expect.objectContaining({
        rule: "cjkLatinSpacing",
        kind: "typography",
        why: expect.objectContaining({ values: { count, example } }),
      }),
    ]);
  });

  it.each([
    ["zh", "使用 React 开发后台，带领 5 人团队，P95 延迟降低 40%"],
    ["zh", "获得 **4000+ 星标**，CET-6，可作为工作语言"],
    ["en", "Built the checkout in React for 14 million customers"],
  ])("%s: leaves '%s' alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });
});
