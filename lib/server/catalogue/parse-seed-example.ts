// Every seed example goes through the real document schema before it is stored, so a typo in the seed content
// fails the seed (and the integration test) instead of reaching the templates.
// Not server-only: also loaded outside a Next server bundle (scripts/bench).
import {
  ZResumeConfig,
  ZResumeData,
  type TResumeConfig,
  type TResumeData,
} from "@/lib/shared/validations/resume-document/document";
import type { SeedExample } from "./types";

export function parseSeedExample(example: SeedExample, templateId = ""): { data: TResumeData; config: TResumeConfig } {
  return {
    data: ZResumeData.parse(example.data),
    config: ZResumeConfig.parse({ ...example.config, templateId, isPublic: true }),
  };
}
