import { describe, expect, it } from "@jest/globals";
import { draftToResumeDocument } from "@/lib/server/ai/draft-to-resume-document";
import { ZExperienceItem, type TExperienceItem } from "@/lib/shared/validations/ai/experience-item";
import type { TResumeDraft } from "@/lib/shared/validations/ai/resume-draft";
import { defaultSectionNames } from "@/lib/shared/validations/resume-document/default-names";
import { ZResumeConfig, ZResumeData } from "@/lib/shared/validations/resume-document/document";

const draft: TResumeDraft = {
  title: "Senior Backend Engineer",
  summary: "Backend engineer with **8 years** of experience.",
  work: [
    {
      organization: "ACME GmbH",
      title: "Backend Engineer",
      startDate: "Jan 2019",
      endDate: "Present",
      city: "Berlin",
      description: "Model text for Acme.\n- Did things",
    },
    {
      organization: "Globex",
      title: "Intern",
      startDate: "2017-06",
      endDate: "2017-09",
      city: "Munich",
      description: "Model text for Globex.",
    },
  ],
  education: [
    {
      organization: "TU Berlin",
      title: "B.Sc.",
      startDate: "2014.10",
      endDate: "2018/9",
      city: "Berlin",
      description: "Model education text.",
    },
  ],
  projects: [
    {
      organization: "Open source CLI",
      title: "Maintainer",
      startDate: "2020-01",
      endDate: "",
      city: "",
      description: "A CLI.",
    },
  ],
  skills: [
    { name: "Go", level: "Expert" },
    { name: "x".repeat(300), level: "Advanced" },
  ],
};

const entry = (fields: Partial<TExperienceItem>): TExperienceItem =>
  ZExperienceItem.parse({ title: "t", organization: "o", startDate: "2020-01", endDate: "2021-01", ...fields });

describe("draftToResumeDocument", () => {
  it("keeps the user's entries exactly as typed and takes only city and missing descriptions from the model", () => {
    const work = [
      entry({
        organization: "Acme  GmbH (Berlin)",
        title: "backend engineer ",
        startDate: "2019-01",
        isPresent: true,
        description: "  My own words, kept.  ",
      }),
      entry({ organization: "Globex", title: "Intern", startDate: "2017-06", endDate: "2017-09" }),
    ];
    const { data } = draftToResumeDocument(draft, {
      lang: "en",
      jobTitle: "senior backend engineer",
      workExperience: work,
      educationExperience: [],
    });
    const items = data.sections.find((s) => s.kind === "empolyment")!.data;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      title: "Acme  GmbH (Berlin)",
      subTitle: "backend engineer",
      startDate: "2019-01",
      endDate: "present",
      description: "  My own words, kept.  ",
    });
    // Matched by position when the organization was renamed by the model; by name otherwise.
    expect(items[0]!.city).toBe("Berlin");
    expect(items[1]).toMatchObject({
      title: "Globex",
      subTitle: "Intern",
      endDate: "2017-09",
      city: "Munich",
      description: "Model text for Globex.",
    });
    expect(data.basicInfo.title).toBe("senior backend engineer");
  });

  it("uses the model's entries when the user gave none, with its dates normalized to YYYY-MM and present", () => {
    const { data } = draftToResumeDocument(draft, {
      lang: "en",
      jobTitle: "",
      workExperience: [],
      educationExperience: [],
    });
    const work = data.sections.find((s) => s.kind === "empolyment")!.data;
    expect(work.map((i) => [i.title, i.startDate, i.endDate])).toEqual([
      ["ACME GmbH", "2019-01", "present"],
      ["Globex", "2017-06", "2017-09"],
    ]);
    expect(data.sections.find((s) => s.kind === "education")!.data[0]).toMatchObject({
      title: "TU Berlin",
      startDate: "2014-10",
      endDate: "2018-09",
    });
    expect(data.basicInfo.title).toBe("Senior Backend Engineer");
  });

  it("builds a valid document: profile, work, projects, education, skills, named in the resume language", () => {
    const { data, config } = draftToResumeDocument(draft, {
      lang: "ch",
      jobTitle: "后端工程师",
      workExperience: [],
      educationExperience: [],
      templateName: "TemplateModern",
    });
    expect(() => ZResumeData.parse(data)).not.toThrow();
    expect(ZResumeConfig.parse(config)).toMatchObject({ lang: "ch", templateName: "TemplateModern" });
    expect(data.sections.map((s) => s.kind)).toEqual(["profile", "empolyment", "project", "education", "skills"]);
    expect(data.sections.map((s) => s.name)).toEqual(
      ["profile", "empolyment", "project", "education", "skills"].map((k) => defaultSectionNames.ch[k as "profile"]),
    );
    expect(data.sections[0]!.data[0]!.description).toBe(draft.summary);
    const skills = data.sections.find((s) => s.kind === "skills")!;
    expect(skills.data[0]).toMatchObject({ title: "Go", description: "Expert" });
    expect(skills.data[1]!.title).toHaveLength(200);
    expect(new Set(data.sections.flatMap((s) => s.data.map((i) => i.id))).size).toBe(
      data.sections.reduce((n, s) => n + s.data.length, 0),
    );
  });

  it("leaves out empty profile and project sections and keeps the template's choice", () => {
    const { data, config } = draftToResumeDocument(
      { ...draft, summary: "", projects: [] },
      {
        lang: "en",
        jobTitle: "x",
        workExperience: [],
        educationExperience: [],
        templateName: "TemplateIntro",
        templateTheme: "blue",
      },
    );
    expect(config).toMatchObject({ templateName: "TemplateIntro", templateTheme: "blue" });
    // TemplateIntro always opens with a profile (docs/product.md §4): the sample one when the model wrote none.
    expect(data.sections[0]!.profile).toBe(true);
    expect(data.sections.some((s) => s.kind === "project")).toBe(false);
  });
});
