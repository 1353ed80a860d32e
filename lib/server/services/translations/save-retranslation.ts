// The copy a re-translation made, saved as the editor saves (update-resume.ts): under the row lock, conditional on the
// version the re-translation started from (a save in between answers 409 with the server copy, nothing lost), the row
// as it was copied into the resume's history first, the link replaced in the same write. A copy that is a master
// brings its variants along in the same transaction, as a master's save does (sync-variants.ts, issue 26 item 1).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { afterResumeSaved } from "@/lib/server/services/resumes/after-resume-saved";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import { takeResumeSnapshot } from "@/lib/server/services/resumes/take-resume-snapshot";
import { toResumeDto } from "@/lib/server/services/resumes/to-resume-dto";
import { syncVariants } from "@/lib/server/services/variants/sync-variants";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { TTranslationLink } from "@/lib/shared/validations/resumes/translation-link";

type Input = { userId: string; copyId: string; version: number; data: TResumeData; link: TTranslationLink };

export async function saveRetranslation({ userId, copyId, version, data, link }: Input): Promise<number> {
  const { saved, variants } = await db.$transaction(
    async (tx) => {
      const before = await lockOwnResume(tx, userId, copyId);
      if (!before) throw new AppError("NOT_FOUND");
      if (before.version !== version)
        throw new AppError("CONFLICT", {
          message: "This resume was changed elsewhere (another tab or device)",
          details: { current: toResumeDto(before) },
        });
      await takeResumeSnapshot(tx, before, "AI");
      const row = await tx.resume.update({
        where: { id: copyId, userId, version },
        data: {
          data: data as Prisma.InputJsonValue,
          translationLink: link as Prisma.InputJsonValue,
          version: { increment: 1 },
        },
      });
      return { saved: row, variants: await syncVariants(tx, userId, row) };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  // After the commit, as update-resume.ts: the covers of the copy and of every variant that changed are stale.
  for (const id of [saved.id, ...variants]) afterResumeSaved(id);
  return saved.version;
}
