// Bodies of the create calls (docs/product.md §7). A `userId` some clients still send is accepted and ignored: the
// session decides whose resume it is.
import { z } from "zod";
import { ZResumeLang } from "@/lib/shared/validations/resume-document/document";
import { resumeMessages as m } from "./messages";
import { ZResumeName } from "./resume-name";

/** A template's componentName ("TemplateModern") or its catalogue id. */
export const ZTemplateRef = z.string().trim().min(1, { error: m.unknownTemplate }).max(64);

/** The interface locale "zh" means the Chinese resume language "ch". */
const ZLangInput = z.preprocess((v) => (v === "zh" ? "ch" : v), ZResumeLang);

/** A colour theme of the chosen template by name ("emerald"), as the template page's swatches offer them. */
export const ZTemplateThemeRef = z.string().trim().min(1, { error: m.unknownTheme }).max(64);

/** What a resume from a template starts with: its sample content or blank entries with hints (start-content.ts). */
export const resumeStarts = ["sample", "hints"] as const;
export type TResumeStart = (typeof resumeStarts)[number];

export const ZCreateEmptyResumeBody = z.object({
  template: ZTemplateRef.optional(),
  /** Checked against the template's themes by the service; without it the template's first theme. */
  theme: ZTemplateThemeRef.optional(),
  name: ZResumeName.optional(),
  lang: ZLangInput.optional(),
  /** What a resume from a template starts with (lib/shared/resume/start-content.ts); without it, the bare sections. */
  start: z.enum(resumeStarts, { error: m.unknownStart }).optional(),
  userId: z.unknown().optional(),
});

export const ZCopyResumeBody = z
  .object({ template: ZTemplateRef.optional(), userId: z.unknown().optional() })
  .default({});

export const ZImportResumeBody = z.object({
  url: z.string({ error: m.invalidUrl }).trim().min(1, { error: m.invalidUrl }).max(2048),
  template: ZTemplateRef.optional(),
  userId: z.unknown().optional(),
});

/** `json` is the JSON Resume document, as an object or as the text of the file. Checked in lib/server/json-resume. */
export const ZImportJsonBody = z.object({
  json: z.union([z.record(z.string(), z.unknown()), z.string().max(1_000_000)]),
  name: ZResumeName.optional(),
  template: ZTemplateRef.optional(),
  lang: ZLangInput.optional(),
});

export type TCreateEmptyResumeBody = z.output<typeof ZCreateEmptyResumeBody>;
export type TCopyResumeBody = z.output<typeof ZCopyResumeBody>;
export type TImportResumeBody = z.output<typeof ZImportResumeBody>;
export type TImportJsonBody = z.output<typeof ZImportJsonBody>;
