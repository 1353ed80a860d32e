// The page Chromium prints for PDFs and covers (lib/server/pdf). Reachable only with a signed, short-lived print token
// (lib/server/pdf/print-token.ts), so a private resume prints without a session; anything else is a plain 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResumeDocument } from "@/components/resume-document/resume-document";
import { applyPdfFormat } from "@/lib/server/pdf/apply-pdf-format";
import { verifyPrintToken } from "@/lib/server/pdf/print-token";
import { findPrintableResume } from "@/lib/server/services/pdf/find-printable-resume";
import { ZPdfFormat } from "@/lib/shared/validations/pdf/download";

export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PrintResumePage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" ? query.token : undefined;
  if (!verifyPrintToken(id, token)) notFound();
  // A public visitor's PDF (lib/server/pdf/render-pdf.ts): what the public page shows, never more.
  const resume = await findPrintableResume(id, query.audience === "public" ? "public" : "owner");
  if (!resume) notFound();
  const format = ZPdfFormat.catch("two").parse(query.format);
  return <ResumeDocument data={applyPdfFormat(resume.data, format)} config={resume.config} />;
}
