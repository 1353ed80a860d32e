// Issue 27 item 2: a summary longer than SUMMARY_MAX_WORDS words (English) or SUMMARY_MAX_CHARS_ZH characters.
import { SUMMARY_MAX_CHARS_ZH, SUMMARY_MAX_WORDS } from "@/lib/shared/resume-check/limits";
import { findLongSummary } from "@/lib/shared/resume-check/rules/summary-length";
import { read, resume, section } from "./build";

const run = (description: string) =>
  findLongSummary(read(resume([section("custom", [{ description }], { profile: true, onlyDesc: true })])));
const words = (n: number) => Array.from({ length: n }, () => "reliable").join(" ");

describe("summary length", () => {
  it.each([
    ["en", words(SUMMARY_MAX_WORDS + 1), { length: SUMMARY_MAX_WORDS + 1, limit: SUMMARY_MAX_WORDS, unit: "words" }],
    [
      "zh",
      "资".repeat(SUMMARY_MAX_CHARS_ZH + 1),
      { length: SUMMARY_MAX_CHARS_ZH + 1, limit: SUMMARY_MAX_CHARS_ZH, unit: "chars" },
    ],
  ])("%s: flags a long summary", (_lang, text, values) => {
    expect(run(text)).toEqual([
      expect.objectContaining({ rule: "summaryTooLong", kind: "length", why: expect.objectContaining({ values }) }),
    ]);
  });

  it.each([
    ["en", words(SUMMARY_MAX_WORDS)],
    ["zh", "资".repeat(SUMMARY_MAX_CHARS_ZH)],
  ])("%s: leaves a summary at the limit alone", (_lang, text) => {
    expect(run(text)).toEqual([]);
  });

  it("reads only the profile section", () => {
    const other = section("custom", [{ description: words(SUMMARY_MAX_WORDS + 10) }]);
    expect(findLongSummary(read(resume([other])))).toEqual([]);
  });
});
