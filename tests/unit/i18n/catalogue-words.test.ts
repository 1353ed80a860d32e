// Issue 21 item 11: every user-facing sentence reads as a job seeker would say it, not as the code names things.
// Read over both catalogues (messages/{en,zh}.json) and the upload's finish messages, which are sent from the server.
import { describe, expect, it } from "@jest/globals";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { parseFinishMessages } from "@/lib/shared/validations/resume-parse/parse-messages";

type Tree = { [key: string]: string | Tree };

/** Every string of a catalogue with its dotted key, for messages that name where a banned word stands. */
function strings(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

const english = [...strings(en as Tree), ...strings(parseFinishMessages.en, "parseFinish.")];
const chinese = [...strings(zh as Tree), ...strings(parseFinishMessages.zh, "parseFinish.")];

/** The entries whose words (placeholders such as `{tokens}` aside, they are never shown) match `pattern`. */
function matching(entries: [string, string][], pattern: RegExp): string[] {
  return entries
    .filter(([, text]) => pattern.test(text.replace(/\{\w+\}/g, "")))
    .map(([key, text]) => `${key}: ${text}`);
}

describe("the English words", () => {
  it.each([
    ["the parser's internals", /rule-based|pars(e|ed|ing) task|\bparser\b|Create task/i],
    ["a second name for polish", /\boptimi[sz](e|ing|ation)\b/i],
    ["'Code-hosting' for the GitHub-only offer", /code-hosting/i],
    ["'parse' where the user reads a file", /\bparse\b/i],
    ["'module' where the editor says section", /\bmodules?\b/i],
    ["'the server' where the user's account is meant", /reached the server/i],
  ])("has no %s", (_what, pattern) => {
    expect(matching(english, pattern)).toEqual([]);
  });

  it("names the AI polish one way", () => {
    const aiActions = matching(english, /^AI (polish|optimi[sz]e|improve|refine|rewrite)/i).map((entry) =>
      entry.replace(/^[^:]+: /, ""),
    );
    expect(aiActions.length).toBeGreaterThan(0);
    expect(new Set(aiActions)).toEqual(new Set(["AI polish"]));
  });

  it("does not pair a one-time payment with a bare monthly price in the upgrade dialog", () => {
    expect(`${en.SiteDialogs.upgrade.description} ${en.SiteDialogs.upgrade.price}`).not.toMatch(/one-time payment/i);
    expect(en.SiteDialogs.upgrade.price).not.toMatch(/^From \{price\} per month$/);
  });
});

describe("the Chinese words", () => {
  it.each([
    ["您 (the catalogue speaks to the user as 你)", /您/],
    ["名字 for a person's name (姓名) or an account's (用户名)", /名字/],
    ["the parser's internals", /规则解析|创建任务|解析任务|解析结果/],
    ["代码托管 for the GitHub-only offer", /代码托管/],
    ["a second name for polish", /优化/],
    ["'token' where the catalogue says AI 点数", /token/i],
    ["a task where the user asked for an action", /创建.*任务/],
    ["服务器 where the user's account is meant", /同步到服务器/],
  ])("has no %s", (_what, pattern) => {
    expect(matching(chinese, pattern)).toEqual([]);
  });

  it("names the AI polish one way", () => {
    const aiActions = matching(chinese, /^AI ?(润色|优化|改写)/).map((entry) => entry.replace(/^[^:]+: /, ""));
    expect(aiActions.length).toBeGreaterThan(0);
    expect(new Set(aiActions)).toEqual(new Set(["AI 润色"]));
  });

  it("speaks to the user as 你", () => {
    expect(matching(chinese, /你/).length).toBeGreaterThan(50);
  });
});
