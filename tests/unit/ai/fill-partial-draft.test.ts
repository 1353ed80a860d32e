import { describe, expect, it } from "@jest/globals";
import { draftToResumeDocument } from "@/lib/server/ai/draft-to-resume-document";
import { fillPartialDraft } from "@/lib/server/ai/fill-partial-draft";
import { ZResumeData } from "@/lib/shared/validations/resume-document/document";

describe("fillPartialDraft", () => {
  it("completes a partial draft so that every partial maps to a valid document", () => {
    expect(fillPartialDraft(undefined)).toEqual({
      title: "",
      summary: "",
      work: [],
      education: [],
      projects: [],
      skills: [],
    });
    const partial = {
      title: "Nurse",
      work: [{ organization: "City Hospital", title: "Nur" }],
      skills: [{ name: "Triage" }],
    };
    const draft = fillPartialDraft(partial);
    expect(draft.work).toEqual([
      { organization: "City Hospital", title: "Nur", startDate: "", endDate: "", city: "", description: "" },
    ]);
    expect(draft.skills).toEqual([{ name: "Triage", level: "" }]);
    const { data } = draftToResumeDocument(draft, {
      lang: "en",
      jobTitle: "Nurse",
      workExperience: [],
      educationExperience: [],
    });
    expect(() => ZResumeData.parse(data)).not.toThrow();
    expect(data.sections.find((s) => s.kind === "empolyment")?.data[0]?.title).toBe("City Hospital");
  });
});
