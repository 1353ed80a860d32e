// POST /api/resumes/import-json: a JSON Resume file (jsonresume.org) becomes a new resume of the caller. A file we
// exported, unedited, comes back exactly as it was (its lossless copy: read-lossless-document.ts); any other file
// through the standard's fields.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { invalidField } from "@/lib/server/api/invalid-field";
import { resumeMessages } from "@/lib/shared/validations/resumes/messages";
import { zodIssuesToDetails } from "@/lib/server/api/envelope";
import { assertSafeText } from "@/lib/server/api/unsafe-text";
import { ZJsonResume } from "@/lib/server/json-resume/json-resume-schema";
import { fromJsonResume } from "@/lib/server/json-resume/from-json-resume";
import { readLosslessDocument } from "@/lib/server/json-resume/read-lossless-document";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { DEFAULT_TEMPLATE } from "@/lib/shared/templates/registry";
import type { TImportJsonBody } from "@/lib/shared/validations/resumes/create-resume";
import { applyProfileFirst } from "./apply-profile-first";
import { buildEmptyDocument, defaultResumeName } from "./build-empty-document";
import { createResumeForUser } from "./create-resume-for-user";
import { loadMembership } from "./load-membership";
import { portableResumeConfig } from "./portable-resume-config";
import { resolveTemplateName } from "./resolve-template-name";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

function parseJsonText(json: TImportJsonBody["json"]): unknown {
  if (typeof json !== "string") return json;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw invalidField("json", resumeMessages.importJsonInvalid);
  }
}

export async function importJsonResume(userId: string, body: TImportJsonBody): Promise<ResumeDto> {
  const document = parseJsonText(body.json);
  // The file's text may spell a NUL as `\u0000`: only now, parsed, can it be seen (the handler saw the escape).
  assertSafeText(document, "json");
  const parsed = ZJsonResume.safeParse(document);
  if (!parsed.success) {
    const details = zodIssuesToDetails(parsed.error).map((d) => ({ ...d, path: d.path ? `json.${d.path}` : "json" }));
    throw new AppError("INVALID_INPUT", { message: "This is not a JSON Resume file", details });
  }
  const templateName = body.template ? await resolveTemplateName(body.template) : DEFAULT_TEMPLATE;
  const lossless = readLosslessDocument(document);
  const { data, lang } = lossless
    ? { data: lossless.data, lang: lossless.config.lang }
    : fromJsonResume(parsed.data, body.lang ?? "en");
  if (!data.basicInfo.name && data.sections.length === 0 && data.links.length === 0) {
    throw invalidField("json", resumeMessages.importJsonEmpty);
  }
  const name = body.name ?? (data.basicInfo.name || defaultResumeName(lang)).slice(0, 120);
  if (lossless) {
    // A template the caller names is their choice, held to the usual rule; else the file's when this user may have it.
    const membership = await loadMembership(userId);
    if (body.template) assertCanUseTemplate(membership, templateName);
    const wanted = body.template ? { ...lossless.config, templateName } : lossless.config;
    return createResumeForUser(userId, { name, data, config: portableResumeConfig(wanted, membership, templateName) });
  }
  const { config } = buildEmptyDocument(templateName, lang);
  return createResumeForUser(userId, { name, data: applyProfileFirst(data, templateName, lang), config });
}
