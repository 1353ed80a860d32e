// The public resume page's meta description (issue 23 item 8: Lighthouse's SEO audit found none on /r/ and /ch/r/).
import { describe, expect, it } from "@jest/globals";
import { describePublicResume } from "@/lib/server/services/public-resumes/describe-public-resume";
import { ZResumeData } from "@/lib/shared/validations/resume-document/document";

const basicInfo = { name: "Alex Morgan", title: "Staff Engineer", location: "Berlin", email: "alex@example.com" };

const resume = (sections: unknown[], info: Record<string, string> = basicInfo) =>
  ZResumeData.parse({ basicInfo: info, sections });

const profile = (description: string) => ({
  id: "p",
  name: "Profile",
  type: "custom",
  kind: "profile",
  profile: true,
  onlyDesc: true,
  data: [{ title: "", description }],
});

describe("describePublicResume", () => {
  it("uses the summary as a reader sees it, without Markdown markers", () => {
    expect(describePublicResume(resume([profile("I build **payment** systems.\n- Go\n- *Kafka*")]), "CV")).toBe(
      "I build payment systems. • Go • Kafka",
    );
  });

  it("cuts a long summary at a word, under 160 characters, with an ellipsis", () => {
    const text = describePublicResume(resume([profile("word ".repeat(100))]), "CV");
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("word…")).toBe(true);
  });

  it("says who the resume is about when it has no summary, never the e-mail", () => {
    const text = describePublicResume(resume([]), "CV");
    expect(text).toBe("Alex Morgan · Staff Engineer · Berlin");
    expect(describePublicResume(resume([profile("  ")]), "CV")).toBe(text);
  });

  it("falls back to the resume's own name when the basic information is empty", () => {
    expect(describePublicResume(resume([], {}), "My resume")).toBe("My resume");
  });
});
