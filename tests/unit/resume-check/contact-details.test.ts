// Issue 27 item 2: an e-mail or a phone number missing or malformed; a hidden one is not asked for.
import { findContactProblems } from "@/lib/shared/resume-check/rules/contact-details";
import type { TBasicInfo } from "@/lib/shared/validations/resume-document/document";
import { read, resume } from "./build";

const run = (basic: Partial<TBasicInfo>, options = {}) =>
  findContactProblems(read(resume([], basic, options))).map((finding) => finding.rule);

describe("contact details", () => {
  it.each([
    ["en", { email: "" }, ["emailMissing"]],
    ["en", { cellphone: "" }, ["phoneMissing"]],
    ["en", { email: "ada.example.com" }, ["emailMalformed"]],
    ["en", { email: "ada@example" }, ["emailMalformed"]],
    ["en", { cellphone: "call me" }, ["phoneMalformed"]],
    ["en", { cellphone: "12345" }, ["phoneMalformed"]],
    ["zh", { email: "陈思远@邮箱" }, ["emailMalformed"]],
    ["zh", { cellphone: "138 123" }, ["phoneMalformed"]],
  ] as const)("%s: flags %j", (_lang, basic, expected) => {
    expect(run(basic)).toEqual(expected);
  });

  it.each([
    ["en", { email: "emily.carter@example.co.uk", cellphone: "+1 (206) 555-0148" }],
    ["en", { cellphone: "206.555.0148 ext. 12" }],
    ["zh", { email: "chen.siyuan@example.com", cellphone: "138 1234 5678" }],
    ["zh", { cellphone: "+86 138-1234-5678" }],
  ] as const)("%s: leaves %j alone", (_lang, basic) => {
    expect(run(basic)).toEqual([]);
  });

  it("does not ask for a detail the owner hides", () => {
    expect(run({ email: "", cellphone: "" }, { emailIsHidden: true, cellphoneIsHidden: true })).toEqual([]);
  });
});
