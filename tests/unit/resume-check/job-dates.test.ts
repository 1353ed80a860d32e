// Issue 27 item 2: a job without dates, with reversed dates, or overlapping another by more than a month.
import { findJobDateProblems } from "@/lib/shared/resume-check/rules/job-dates";
import type { TItem } from "@/lib/shared/validations/resume-document/document";
import { read, resume, section } from "./build";

const run = (jobs: Partial<TItem>[]) => findJobDateProblems(read(resume([section("empolyment", jobs)])));
const rules = (jobs: Partial<TItem>[]) => run(jobs).map((finding) => finding.rule);

describe("job dates", () => {
  it.each([
    ["en", "Acme Corp"],
    ["zh", "星海科技"],
  ])("%s: flags a job without a start date", (_lang, title) => {
    expect(run([{ title, startDate: "", endDate: "2020-01" }])).toEqual([
      expect.objectContaining({
        rule: "jobNoDates",
        kind: "dates",
        target: expect.objectContaining({ field: "startDate" }),
      }),
    ]);
  });

  it.each([
    ["en", "2021-05", "2019-03"],
    ["zh", "2021年5月", "2019年3月"],
  ])("%s: flags a job that ends before it starts", (_lang, startDate, endDate) => {
    expect(run([{ title: "Acme", startDate, endDate }])).toEqual([
      expect.objectContaining({
        rule: "datesReversed",
        why: expect.objectContaining({ values: { start: startDate, end: endDate } }),
      }),
    ]);
  });

  it.each([
    ["en", "Acme", "Globex"],
    ["zh", "星海科技", "明澜数据"],
  ])("%s: flags jobs overlapping by more than a month", (_lang, first, second) => {
    const findings = run([
      { title: first, startDate: "2018-01", endDate: "2020-06" },
      { title: second, startDate: "2020-03", endDate: "present" },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({ rule: "datesOverlap", why: expect.objectContaining({ values: { other: first } }) }),
    ]);
    expect(findings[0]?.target.itemIndex).toBe(1);
  });

  it("flags two current jobs", () => {
    expect(
      rules([
        { title: "A", startDate: "2019-01", endDate: "" },
        { title: "B", startDate: "2022-01", endDate: "至今" },
      ]),
    ).toEqual(["datesOverlap"]);
  });

  it.each([
    ["a month of hand-over", "2020-02", "2020-02"],
    ["back to back", "2020-01", "2020-02"],
  ])("leaves %s alone", (_case, end, start) => {
    expect(
      run([
        { title: "A", startDate: "2018-01", endDate: end },
        { title: "B", startDate: start, endDate: "" },
      ]),
    ).toEqual([]);
  });

  it("leaves a blank entry and free text it cannot read alone", () => {
    expect(run([{ title: "" }, { title: "A", startDate: "summer", endDate: "autumn" }])).toEqual([]);
  });

  it("checks work sections only", () => {
    const education = section("education", [{ title: "MIT", startDate: "", endDate: "" }]);
    expect(findJobDateProblems(read(resume([education])))).toEqual([]);
  });
});
