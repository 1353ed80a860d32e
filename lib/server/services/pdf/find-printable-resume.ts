// The document the print page renders: any owner's resume (the caller proved access with a signed print token),
// never a deleted one, upgraded to the current schema. For a public visitor's PDF (audience "public") it is what the
// public page shows: the contact details the owner hides there are removed (hide-public-contact.ts), from the printed
// pages and from the attached resume.json alike.
import "server-only";
import { db } from "@/lib/server/db";
import { membershipSelect } from "@/lib/server/permissions/membership";
import { effectivePublicOptions } from "@/lib/server/services/public-resumes/effective-public-options";
import { hidePublicContact } from "@/lib/server/services/public-resumes/hide-public-contact";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { upgradeResumeDocument } from "@/lib/shared/validations/resume-document/upgrade";

/** Who a PDF is for: the resume's owner (everything), or a visitor of its public page (what that page shows). */
export type TPdfAudience = "owner" | "public";

export async function findPrintableResume(
  resumeId: string,
  audience: TPdfAudience = "owner",
): Promise<{ data: TResumeData; config: TResumeConfig } | null> {
  const resume = await db.resume.findFirst({
    where: { id: resumeId, deletedAt: null },
    select: { data: true, config: true, user: { select: membershipSelect } },
  });
  if (!resume) return null;
  const { data, config } = upgradeResumeDocument(resume.data, resume.config);
  return { data: audience === "public" ? hidePublicContact(data, effectivePublicOptions(resume)) : data, config };
}
