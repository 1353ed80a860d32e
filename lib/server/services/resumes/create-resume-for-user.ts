// The one way a resume row is born (blank, copy, example, link import, JSON import). Inside one transaction it locks
// the owner's User row, so concurrent creates of one user run one after another and the cap count cannot be raced
// past (a 6th never slips in); then it checks the cap (and a variant's limits) and the template, fills the account's contact details into
// an empty basic info (apply-account-contact.ts) and inserts.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { withUserLock } from "@/lib/server/services/ledger/with-user-lock";
import { assertCanUseTemplate } from "@/lib/server/permissions/assert-can-use-template";
import { assertCanCreateResume } from "@/lib/server/permissions/assert-can-create-resume";
import { assertCanCreateVariant } from "@/lib/server/permissions/assert-can-create-variant";
import { canUsePremiumConfig } from "@/lib/server/permissions/can-use-premium-config";
import { membershipSelect } from "@/lib/server/permissions/membership";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";
import type { TVariantBase } from "@/lib/shared/validations/resumes/variant";
import { applyAccountContact } from "./apply-account-contact";
import { mirroredColumns, stripPremiumConfig } from "./strip-premium-config";
import { toResumeDto } from "./to-resume-dto";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";

export type NewResume = {
  name: string;
  data: TResumeData;
  config: TResumeConfig;
  coverImg?: string | null;
  exampleId?: string;
  /** A linked translation's source and link (issue 27 item 1, lib/shared/resume/translation-link.ts). */
  translatedFrom?: { id: string; link: TTranslationLink };
  /** A variant's master and the master's values it was made from (issue 26 item 1, lib/shared/resume/variant-merge.ts). */
  variantOf?: { id: string; base: TVariantBase };
};

export async function createResumeForUser(userId: string, input: NewResume): Promise<ResumeDto> {
  // Creates of one user queue on the row lock.
  return withUserLock(userId, async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { ...membershipSelect, nickName: true, email: true, cellphone: true },
    });
    if (!user) throw new AppError("UNAUTHORIZED");
    await assertCanCreateResume(user, userId, tx);
    if (input.variantOf) await assertCanCreateVariant(user, userId, input.variantOf.id, tx);
    assertCanUseTemplate(user, input.config.templateName);
    // A new resume starts private and without a vanity link: custom URLs are unique and sharing is a choice.
    const fresh: TResumeConfig = { ...input.config, isPublic: false, customURL: "", addToExamples: false };
    const template = await tx.template.findUnique({
      where: { componentName: fresh.templateName },
      select: { id: true },
    });
    const config = { ...stripPremiumConfig(fresh, canUsePremiumConfig(user), null), templateId: template?.id ?? "" };
    const row = await tx.resume.create({
      data: {
        userId,
        name: input.name,
        coverImg: input.coverImg ?? null,
        // A variant starts as its master is, so that no field is its own before the user changes one.
        data: input.variantOf ? input.data : applyAccountContact(input.data, user),
        config,
        templateId: template?.id ?? null,
        ...mirroredColumns(config),
        ...(input.translatedFrom && {
          translatedFromId: input.translatedFrom.id,
          translationLink: input.translatedFrom.link,
        }),
        ...(input.variantOf && { variantOfId: input.variantOf.id, variantBase: input.variantOf.base }),
      },
    });
    if (input.exampleId) await tx.example.update({ where: { id: input.exampleId }, data: { used: { increment: 1 } } });
    return toResumeDto(row);
  });
}
