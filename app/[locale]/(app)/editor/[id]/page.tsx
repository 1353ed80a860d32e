// /editor/{id} – loads the owner's resume on the server (someone else's, an unknown or a purged one is a 404) and
// hands it to the client editor. One of the owner's in the trash shows that, with a restore button (TrashedResume).
// ?openConfig=true opens the share settings; ?check=ats opens "What an ATS reads" (the download notice of My resumes).
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { EditorApp } from "@/components/editor/editor-app";
import { isAiEnabled } from "@/lib/server/env";
import { metadataOf } from "@/lib/server/i18n/page-metadata";
import { isPremiumUser } from "@/lib/server/permissions/membership";
import { requirePageSession } from "@/lib/server/permissions/require-page-session";
import { findOwnResume } from "@/lib/server/services/resumes/find-own-resume";
import { findTrashedResume } from "@/lib/server/services/resumes/find-trashed-resume";
import { hasParseReview } from "@/lib/server/services/resume-review/has-parse-review";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import { toResumeDto } from "@/lib/server/services/resumes/to-resume-dto";
import { listVariants } from "@/lib/server/services/variants/list-variants";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { VariantSummaryDto } from "@/lib/shared/validations/resumes/variant";
import { TrashedResume } from "./trashed-resume";

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<{ openConfig?: string | string[]; check?: string | string[] }>;
};

export const generateMetadata = metadataOf("editor", null, { robots: { index: false } });

type LoadedResume = {
  dto: ResumeDto;
  isLinkedTranslation: boolean;
  /** A variant follows its master (issue 26 item 1); any other resume lists its own variants. */
  isVariant: boolean;
  variants: VariantSummaryDto[];
};

/** The resume (whether it is a linked translation or a variant), or the name of the owner's resume in the trash. */
async function loadResume(userId: string, id: string): Promise<LoadedResume | { trashed: string }> {
  const resume = await findOwnResume(userId, id);
  if (resume) {
    const isVariant = resume.variantOfId !== null;
    return {
      dto: toResumeDto(resume),
      isLinkedTranslation: resume.translatedFromId !== null,
      isVariant,
      variants: isVariant ? [] : await listVariants(userId, id),
    };
  }
  const trashed = await findTrashedResume(userId, id);
  if (!trashed) notFound();
  return { trashed: trashed.name };
}

export default async function EditorPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const session = await requirePageSession(locale, `/editor/${id}`);
  // Whether an uploaded resume has fields to check is one indexed lookup beside the others: the editor then loads the
  // review itself after it has rendered, and other resumes load nothing of it.
  const [loaded, membership, review] = await Promise.all([
    loadResume(session.userId, id),
    loadMembership(session.userId),
    hasParseReview(session.userId, id),
  ]);
  if ("trashed" in loaded) return <TrashedResume id={id} name={loaded.trashed} />;
  const resume = loaded.dto;
  // Decided on the server so premium options behave right from the first click, before the header loads the user.
  const query = await searchParams;
  return (
    <EditorApp
      key={resume._id}
      resume={resume}
      isPremium={isPremiumUser(membership)}
      openConfig={query.openConfig === "true"}
      openAtsCheck={query.check === "ats"}
      isAiEnabled={isAiEnabled()}
      hasParseReview={review}
      isLinkedTranslation={loaded.isLinkedTranslation}
      isVariant={loaded.isVariant}
      variants={loaded.variants}
    />
  );
}
