// Seeds a resume straight into the test database: the sample document in a language (lib/shared/resume/sample-resume.ts) by
// default, or a given one (createEmptyResume(lang) for a blank resume as "New blank resume" makes it).
import type { Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeConfig, TResumeData } from "@/lib/shared/validations/resume-document/document";
import { testDb } from "./db";

type ResumeOptions = {
  /** The language of the sample (ignored with `document`). */
  lang?: "en" | "ch";
  /** The whole document instead of the sample. */
  document?: { data: TResumeData; config: TResumeConfig };
  /** "<full name>-<title>" of the document when not given. */
  name?: string;
  config?: Partial<TResumeConfig>;
  /** Changes the document before it is stored: in place, or by returning a new one. */
  edit?: (data: TResumeData) => TResumeData | void;
  /** Public in the row and in the config. */
  isPublic?: boolean;
  customUrl?: string;
  allowIndexing?: boolean;
  /** In the trash. */
  deleted?: boolean;
};

export async function seedResume(userId: string, options: ResumeOptions = {}) {
  const isPublic = options.isPublic ?? false;
  const { data, config } = options.document
    ? { data: options.document.data, config: { ...options.document.config, ...options.config, isPublic } }
    : sampleResume(options.lang ?? "en", { ...options.config, isPublic });
  const document = options.edit?.(data) ?? data;
  return testDb().resume.create({
    data: {
      userId,
      name: options.name ?? `${document.basicInfo.name}-${document.basicInfo.title}`,
      data: document as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
      isPublic,
      customUrl: options.customUrl ?? null,
      allowIndexing: options.allowIndexing ?? false,
      deletedAt: options.deleted ? new Date() : null,
    },
  });
}
