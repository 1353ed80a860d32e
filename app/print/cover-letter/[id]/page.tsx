// The page Chromium prints for a cover letter's PDF (issue 26 item 3, lib/server/pdf/render-cover-letter-pdf.ts).
// Reachable only with a signed, short-lived print token naming the letter, like a resume's print page; anything else
// is a plain 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CoverLetterDocument } from "@/components/cover-letter-document/cover-letter-document";
import { letterPrintSubject } from "@/lib/server/pdf/render-cover-letter-pdf";
import { verifyPrintToken } from "@/lib/server/pdf/print-token";
import { findPrintableCoverLetter } from "@/lib/server/services/cover-letters/find-printable-cover-letter";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PrintCoverLetterPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" ? query.token : undefined;
  if (!verifyPrintToken(letterPrintSubject(id), token)) notFound();
  const letter = await findPrintableCoverLetter(id);
  if (!letter) notFound();
  return <CoverLetterDocument body={letter.body} lang={letter.lang} resume={letter.resume} />;
}
