// What the model is asked to write: a resume draft simpler than our document (lib/shared/validations/resume-document),
// mapped into it by lib/server/ai/draft-to-resume-document.ts. Every field is required and has no length limit or default,
// so the JSON schema is one OpenAI's strict structured outputs accept; lengths are clipped by the mapper.
import { z } from "zod";

const ZDraftEntry = z.object({
  /** Employer, school or project name. */
  organization: z.string(),
  /** Job title, degree and major, or role. */
  title: z.string(),
  startDate: z.string().describe("YYYY-MM, or an empty string"),
  endDate: z.string().describe('YYYY-MM, "present", or an empty string'),
  city: z.string(),
  description: z.string().describe('Markdown subset: short paragraphs and "- " bullets, **bold** allowed'),
});

export const ZResumeDraft = z.object({
  /** The job title the resume targets, in the resume's language. */
  title: z.string(),
  summary: z.string().describe("A profile of 2 to 4 sentences"),
  work: z.array(ZDraftEntry).max(8),
  education: z.array(ZDraftEntry).max(8),
  projects: z.array(ZDraftEntry).max(6),
  skills: z
    .array(
      z.object({
        name: z.string(),
        level: z.string().describe("Expert, Advanced, Intermediate or Basic, in the resume's language"),
      }),
    )
    .max(20),
});

export type TResumeDraft = z.infer<typeof ZResumeDraft>;
export type TResumeDraftEntry = z.infer<typeof ZDraftEntry>;
