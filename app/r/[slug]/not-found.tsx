// A private, deleted or unknown public link: the same answer for all three, so nothing about the resume leaks. In
// English here; /ch/r/ answers in Chinese (app/ch/r/[slug]/not-found.tsx).
import { PublicNotFound } from "@/components/public-resumes/public-not-found";

export default function PublicResumeNotFound() {
  return <PublicNotFound locale="en" />;
}
