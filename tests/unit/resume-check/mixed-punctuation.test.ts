// Issue 27 item 2 (Chinese): full-width and half-width punctuation beside Chinese characters in one field.
import { findMixedPunctuation } from "@/lib/shared/resume-check/rules/mixed-punctuation";
import { jobWith, read, resume } from "./build";

const run = (text: string) => findMixedPunctuation(read(resume([jobWith([text])], {}, { lang: "ch" })));

describe("mixed full-width and half-width punctuation", () => {
  it.each([
    ["负责订单系统,服务 100 万用户。", ","],
    ["主导重构(后端)，延迟降低 40%", "("],
    ["搭建流水线;上线 3 个服务，节省 20% 成本", ";"],
  ])("zh: flags '%s'", (text, mark) => {
    expect(run(text)).toEqual([
      expect.objectContaining({
        rule: "mixedPunctuation",
        kind: "typography",
        why: expect.objectContaining({ values: { mark } }),
      }),
    ]);
  });

  it.each([
    ["zh", "负责订单系统，服务 1,000 万用户。"],
    ["zh", "使用 Node.js, React 与 Vue 开发，上线 3 个服务"],
    ["zh", "负责订单系统,服务 100 万用户"],
    ["en", "Led the billing rewrite, cutting failures by 30%; shipped (on time)."],
  ])("%s: leaves '%s' alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });
});
