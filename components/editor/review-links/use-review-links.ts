"use client";
// The review links of the open resume for the share panel (issue 26 item 6), through the one list hook.
import { listReviewLinks } from "@/lib/client/api-client/review-link-client";
import { useResumeLinks } from "../use-resume-links";

export const useReviewLinks = (resumeId: string) => useResumeLinks(resumeId, listReviewLinks);
