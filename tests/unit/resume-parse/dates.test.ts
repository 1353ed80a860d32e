import { findDateRange, normaliseDate, withoutDates } from "@/lib/server/parse/dates";

describe("resume-parse dates", () => {
  it.each([
    ["2019-03", "2019-03"],
    ["Mar 2019", "2019-03"],
    ["March 2019", "2019-03"],
    ["Sept. 2019", "2019-09"],
    ["03/2019", "2019-03"],
    ["2019.03", "2019-03"],
    ["2019/03", "2019-03"],
    ["2019.3", "2019-03"],
    ["2019年3月", "2019-03"],
    ["2019 年 3 月", "2019-03"],
    ["2019", "2019"],
    ["2019年", "2019"],
    ["Present", "present"],
    ["至今", "present"],
    ["Current", "present"],
    ["now", "present"],
  ])("normalises %s", (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
  });

  it.each([
    ["Acme Inc.   Mar 2019 – Present", "2019-03", "present"],
    ["2019.03 - 至今  字节跳动  高级工程师", "2019-03", "present"],
    ["2016年9月 - 2020年6月 北京大学", "2016-09", "2020-06"],
    ["Jan 2018 to Feb 2019", "2018-01", "2019-02"],
    ["03/2017 – 12/2018", "2017-03", "2018-12"],
    ["2019-03 - 2021-05", "2019-03", "2021-05"],
    ["2019/03～2021/05", "2019-03", "2021-05"],
    ["2014 - 2018", "2014", "2018"],
    ["(2019.03 — Now)", "2019-03", "present"],
    ["September 2015 - June 2019", "2015-09", "2019-06"],
  ])("finds the range in %s", (line, start, end) => {
    expect(findDateRange(line)).toMatchObject({ start, end });
  });

  it("finds a single month date", () => {
    expect(findDateRange("AWS Certified Developer, 2021.05")).toMatchObject({ start: "2021-05", end: "" });
  });

  it("ignores phone numbers, versions and plain numbers", () => {
    expect(findDateRange("+86 138 0013 8000")).toBeNull();
    expect(findDateRange("Improved latency by 35% for 1200 users")).toBeNull();
    expect(findDateRange("Python 3.10, Node 20")).toBeNull();
  });

  it("removes the range and its joining punctuation", () => {
    const line = "Acme Inc. | Mar 2019 – Present";
    expect(withoutDates(line, findDateRange(line))).toBe("Acme Inc.");
    const zh = "字节跳动（2019.03 - 至今）";
    expect(withoutDates(zh, findDateRange(zh))).toBe("字节跳动");
  });
});
