// /editor/{id} – loads the owner's resume on the server (someone else's or a deleted one is a 404) and hands it to
// the client editor. ?openConfig=true opens the share settings.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { EditorApp } from "@/components/editor/editor-app";
import { loginPath } from "@/lib/api-client/login-path";
import { isAiEnabled } from "@/lib/env";
import { resolveSession, SESSION_COOKIE } from "@/lib/auth/get-session";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { isPremiumUser } from "@/lib/permissions/membership";
import { findOwnResume } from "@/lib/services/resumes/find-own-resume";
import { hasParseReview } from "@/lib/services/resume-review/has-parse-review";
import { loadMembership } from "@/lib/services/resumes/load-membership";
import { toResumeDto } from "@/lib/services/resumes/to-resume-dto";
import type { ResumeDto } from "@/lib/validations/resumes/resume-dto";

type Props = {
  params: Promise<{ locale: Locale; id: string }>;
  searchParams: Promise<{ openConfig?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await pageMetadata((await params).locale, "editor", null)), robots: { index: false } };
}

async function loadResume(userId: string, id: string): Promise<ResumeDto> {
  const resume = await findOwnResume(userId, id);
  if (!resume) notFound();
  return toResumeDto(resume);
}

export default async function EditorPage({ params, searchParams }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = token ? await resolveSession(token) : null;
  if (!session) redirect(loginPath(locale, `/editor/${id}`));
  // Whether an uploaded resume has fields to check is one indexed lookup beside the others: the editor then loads the
  // review itself after it has rendered, and other resumes load nothing of it.
  const [resume, membership, review] = await Promise.all([
    loadResume(session.userId, id),
    loadMembership(session.userId),
    hasParseReview(session.userId, id),
  ]);
  // Decided on the server so premium options behave right from the first click, before the header loads the user.
  return (
    <EditorApp
      key={resume._id}
      resume={resume}
      isPremium={isPremiumUser(membership)}
      openConfig={(await searchParams).openConfig === "true"}
      isAiEnabled={isAiEnabled()}
      hasParseReview={review}
    />
  );
}
