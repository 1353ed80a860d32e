// What a GENERATE AiTask keeps in `input` between the check that creates it and the stream that runs it (maybe on
// another instance): read back through this schema, never trusted as stored.
import { z } from "zod";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";
import { ZExperienceList } from "./experience-item";

export const ZGenerateTaskInput = z.object({
  /** The job title as typed: the resume's name and heading. */
  keyword: z.string(),
  /** The model's corrected spelling of it, what the generation prompt asks for. */
  jobTitle: z.string(),
  templateName: z.string(),
  /** The interface language of the request that created the task (`en` or `zh`). */
  locale: z.enum(["en", "zh"]),
  /** The resume language that follows from it (`zh` → `ch`): config.lang and the model's writing language. */
  lang: ZResumeLang,
  workExperience: ZExperienceList,
  educationExperience: ZExperienceList,
});

export type TGenerateTaskInput = z.output<typeof ZGenerateTaskInput>;
