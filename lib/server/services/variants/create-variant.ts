// POST /api/resumes/{id}/variants (issue 26 item 1): a variant of the caller's resume {id}, a whole resume row (the
// resume cap, PDFs and sharing treat it as any resume) that starts as the master is and records the master's values
// (variantBaseOf) so that later master saves flow into it (sync-variants.ts). A variant has no variants of its own:
// a master edit flows one level, never on through a chain. The limits are checked under the user's lock
// (createResumeForUser → assertCanCreateVariant). `sibling` (the applications' "make a variant for this job"): when
// {id} is itself a variant, the new one is its master's variant with {id}'s content, so what the user chose is what
// they get and what differs from the master is the new variant's own.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { createResumeForUser } from "@/lib/server/services/resumes/create-resume-for-user";
import { getOwnResume } from "@/lib/server/services/resumes/get-own-resume";
import { variantBaseOf } from "@/lib/shared/resume/variant-merge";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TCreateVariantBody } from "@/lib/shared/validations/resumes/variant";
import { docOfRow } from "./read-variant";
import { findOwnResume } from "@/lib/server/services/resumes/find-own-resume";

const MAX_RESUME_NAME = 120;

function variantName(masterName: string, lang: string): string {
  const suffix = lang === "ch" || lang === "zh-tw" ? "（变体）" : " (variant)";
  return `${masterName.slice(0, MAX_RESUME_NAME - suffix.length)}${suffix}`;
}

export async function createVariant(
  userId: string,
  resumeId: string,
  body: TCreateVariantBody,
  { sibling = false } = {},
): Promise<ResumeDto> {
  const source = await getOwnResume(userId, resumeId);
  const master = source.variantOfId && sibling ? await findOwnResume(userId, source.variantOfId) : source;
  // A variant of a variant (or of one whose master is in the trash) would have nothing to follow.
  if (!master || master.variantOfId) throw new AppError("VARIANT_NOT_ALLOWED");
  const doc = docOfRow(source);
  return createResumeForUser(userId, {
    name: (body.name ?? variantName(source.name, doc.config.lang)).slice(0, MAX_RESUME_NAME),
    data: doc.data,
    config: doc.config,
    coverImg: source.coverImg,
    variantOf: { id: master.id, base: variantBaseOf(master === source ? doc : docOfRow(master)) },
  });
}
