// The copy a re-translation made, saved as the editor saves (update-resume.ts): under the row lock, conditional on the
// version the re-translation started from (a save in between answers 409 with the server copy, nothing lost), the row
// as it was copied into the resume's history first, the link replaced in the same write.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { afterResumeSaved } from "@/lib/server/services/resumes/after-resume-saved";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import { takeResumeSnapshot } from "@/lib/server/services/resumes/take-resume-snapshot";
import { toResumeDto } from "@/lib/server/services/resumes/to-resume-dto";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";

type Input = { userId: string; copyId: string; version: number; data: TResumeData; link: TTranslationLink };

export async function saveRetranslation({ userId, copyId, version, data, link }: Input): Promise<number> {
  return db.$transaction(
    async (tx) => {
      const before = await lockOwnResume(tx, userId, copyId);
      if (!before) throw new AppError("NOT_FOUND");
      if (before.version !== version)
        throw new AppError("CONFLICT", {
          message: "This resume was changed elsewhere (another tab or device)",
          details: { current: toResumeDto(before) },
        });
      await takeResumeSnapshot(tx, before, "AI");
      const saved = await tx.resume.update({
        where: { id: copyId, userId, version },
        data: {
          data: data as Prisma.InputJsonValue,
          translationLink: link as Prisma.InputJsonValue,
          version: { increment: 1 },
        },
        select: { id: true, version: true },
      });
      afterResumeSaved(saved.id);
      return saved.version;
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
}
