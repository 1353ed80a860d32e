// Issue 27 item 2 (Chinese first): dates written in more than one way, across the date fields or within one text.
import { findMixedDateFormats } from "@/lib/shared/resume-check/rules/mixed-date-formats";
import type { TItem } from "@/lib/shared/validations/resume-document/document";
import { jobWith, read, resume, section } from "./build";

const run = (items: Partial<TItem>[]) => findMixedDateFormats(read(resume([section("empolyment", items)])));

describe("dates in mixed formats", () => {
  it.each([
    ["zh", ["2019.03", "2020.05", "2021年6月"], "2021年6月", "2019.03"],
    ["en", ["2019-03", "2020-05", "Jun 2021"], "Jun 2021", "2019-03"],
  ])("%s: flags the date written unlike the others", (_lang, [a, b, c], value, usual) => {
    const findings = run([
      { title: "A", startDate: a, endDate: b },
      { title: "B", startDate: b, endDate: c },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "mixedDateFormats",
        kind: "dates",
        why: expect.objectContaining({ values: { value, usual } }),
      }),
    ]);
    expect(findings[0]?.target).toMatchObject({ itemIndex: 1, field: "endDate" });
  });

  it.each([
    ["zh", "2019年3月加入，2020.05 晋升为组长"],
    ["en", "Joined 2019-03, promoted 2020.05"],
  ])("%s: flags two ways within one text", (_lang, text) => {
    const findings = findMixedDateFormats(read(resume([jobWith([text])])));
    expect(findings.map((finding) => finding.target.field)).toEqual(["description"]);
  });

  it.each([
    ["zh", ["2019年3月", "2020年5月", "至今"]],
    ["en", ["2019-03", "2020", "present"]],
  ])("%s: leaves one way (with a year alone and 'present') alone", (_lang, [a, b, c]) => {
    expect(
      run([
        { title: "A", startDate: a, endDate: b },
        { title: "B", startDate: b, endDate: c },
      ]),
    ).toEqual([]);
  });

  it("does not take a version or a percentage for a date", () => {
    expect(findMixedDateFormats(read(resume([jobWith(["升级到 3.10.2，成功率 97.8%，2019年3月上线"])])))).toEqual([]);
  });
});
