// Issue 21 item 11: the AI creator names the resume after the job title in title case, not as typed in lowercase.
import { titleCaseJobTitle } from "@/lib/server/ai/title-case-job-title";

describe("titleCaseJobTitle", () => {
  it.each([
    ["frontend engineer", "Frontend Engineer"],
    ["head of product and design", "Head of Product and Design"],
    ["the data analyst", "The Data Analyst"],
    ["senior front-end developer", "Senior Front-End Developer"],
    ["  product manager ", "  Product Manager "],
  ])("%j → %j", (typed, named) => {
    expect(titleCaseJobTitle(typed)).toBe(named);
  });

  it("keeps words the user already cased and scripts without case", () => {
    expect(titleCaseJobTitle("iOS developer")).toBe("iOS Developer");
    expect(titleCaseJobTitle("AI engineer for DevOps")).toBe("AI Engineer for DevOps");
    expect(titleCaseJobTitle("前端工程师")).toBe("前端工程师");
    expect(titleCaseJobTitle("java 开发工程师")).toBe("Java 开发工程师");
  });
});
