import { describe, expect, it } from "@jest/globals";
import { experienceMessages as m, ZExperienceItem, ZExperienceList } from "@/lib/shared/validations/ai/experience-item";

const base = { title: "Engineer", organization: "Acme", startDate: "2020-01", endDate: "2021-06" };
const messages = (value: unknown) => (ZExperienceItem.safeParse(value).error?.issues ?? []).map((i) => i.message);

describe("ZExperienceItem (docs/product.md §5)", () => {
  it("accepts a complete entry and sends present as the end date when ticked", () => {
    expect(ZExperienceItem.parse(base)).toEqual({ ...base, isPresent: false, description: "" });
    expect(ZExperienceItem.parse({ ...base, endDate: "", isPresent: true }).endDate).toBe("present");
  });

  it("requires title, organization and start date, and an end date unless present", () => {
    expect(messages({ ...base, title: " " })).toContain(m.titleRequired);
    expect(messages({ ...base, organization: "" })).toContain(m.organizationRequired);
    expect(messages({ ...base, startDate: "" })).toContain(m.startDateRequired);
    expect(messages({ ...base, endDate: "" })).toContain(m.endDateRequired);
  });

  it("takes dates as YYYY-MM only, the end not before the start", () => {
    expect(messages({ ...base, startDate: "2020-13" })).toContain(m.monthFormat);
    expect(messages({ ...base, startDate: "Jan 2020" })).toContain(m.monthFormat);
    expect(messages({ ...base, endDate: "2019-12" })).toContain(m.endBeforeStart);
  });

  it("allows at most 4 entries", () => {
    expect(ZExperienceList.safeParse(Array(4).fill(base)).success).toBe(true);
    expect(ZExperienceList.safeParse(Array(5).fill(base)).error?.issues[0]?.message).toBe(m.tooManyEntries);
  });
});
