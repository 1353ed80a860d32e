"use client";
// The tracked links of the open resume for the share panel (issue 26 item 4), through the one list hook.
import { listShareLinks } from "@/lib/client/api-client/share-link-client";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { useResumeLinks, type ResumeLinksState } from "../use-resume-links";

export type ShareLinksState = ResumeLinksState<ShareLinkDto>;

export const useShareLinks = (resumeId: string) => useResumeLinks(resumeId, listShareLinks);
