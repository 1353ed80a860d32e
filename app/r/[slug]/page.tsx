// /r/{uuid or custom URL} – a public resume, with buttons in the resume's own interface language. Private, deleted
// and unknown links are 404 (not-found.tsx).
import type { Metadata } from "next";
import { PublicResumePage, publicResumeMetadata, type PublicResumeProps } from "./public-resume-page";

export async function generateMetadata({ params }: PublicResumeProps): Promise<Metadata> {
  return publicResumeMetadata((await params).slug);
}

export default function Page(props: PublicResumeProps) {
  return <PublicResumePage {...props} />;
}
