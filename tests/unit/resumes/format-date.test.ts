// One date formatter per resume language (issue #11 item 21): picked months, "present" and older free text that names
// a month all print the same way in every template; text that is not a date prints exactly as typed.
import { isPresentValue, toMonthValue } from "@/lib/shared/resume/date-value";
import { formatDateRange, formatResumeDate } from "@/lib/shared/resume/format-date";

describe("formatResumeDate", () => {
  it("prints a month the same way however it was typed, in English", () => {
    for (const typed of [
      "2019-03",
      "2019-3",
      "2019.03",
      "2019/3/15",
      "2019年3月",
      "03/2019",
      "Mar 2019",
      "March 2019",
    ]) {
      expect(formatResumeDate(typed, "en")).toBe("Mar 2019");
    }
  });

  it("and in Chinese", () => {
    for (const typed of ["2019-03", "2019.3", "2019年3月", "3/2019", "March 2019"]) {
      expect(formatResumeDate(typed, "ch")).toBe("2019.03");
    }
  });

  it("prints present in the resume's language, a year as the year and anything else as typed", () => {
    expect(formatResumeDate("present", "en")).toBe("Present");
    expect(formatResumeDate("present", "ch")).toBe("至今");
    expect(formatResumeDate("至今", "en")).toBe("Present");
    expect(formatResumeDate("2019", "ch")).toBe("2019");
    expect(formatResumeDate("Summer 2019", "en")).toBe("Summer 2019");
    expect(formatResumeDate("2019-13", "en")).toBe("2019-13");
  });

  it("formats ranges with a picked 'present' end", () => {
    expect(formatDateRange("2021-06", "present", "en")).toBe("Jun 2021 – Present");
    expect(formatDateRange("2021-06", "present", "ch")).toBe("2021.06 – 至今");
    // A certificate-like entry (not open-ended) still shows an explicit present.
    expect(formatDateRange("2021-06", "present", "en", false)).toBe("Jun 2021 – Present");
    expect(formatDateRange("2018年9月", "2021.6", "en")).toBe("Sep 2018 – Jun 2021");
  });
});

describe("date values", () => {
  it("normalises what names a month and refuses the rest", () => {
    expect(toMonthValue("2019.3")).toBe("2019-03");
    expect(toMonthValue("2019")).toBeNull();
    expect(toMonthValue("Summer 2019")).toBeNull();
    expect(toMonthValue("2019-00")).toBeNull();
    expect(isPresentValue(" Present ")).toBe(true);
    expect(isPresentValue("2020-01")).toBe(false);
  });
});
