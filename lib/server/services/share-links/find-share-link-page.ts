// What /s/{token} shows (issue 26 item 4, docs/product.md §2): the resume of an open link, as its public page would
// show it (public-resumes/to-public-resume-view.ts: hidden contact details removed, premium options while the owner is
// premium), whether or not the resume is public: a tracked link is an explicit share that works while the resume
// exists. A revoked or expired link, one whose resume is in the trash, and an unknown token are all null: the page
// then answers the same polite 404, which tells nothing about the resume. Cached per request so the layout, the page
// and the metadata share one query.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import { publicResumeSelect } from "@/lib/server/services/public-resumes/public-resume-select";
import type { PublicResumeRow } from "@/lib/server/services/public-resumes/find-public-resume";
import { ZShareLinkToken } from "@/lib/shared/validations/share-links/share-link";
import { shareLinkStatus } from "./to-share-link-dto";

export type ShareLinkPage = { link: { id: string; userId: string; token: string }; resume: PublicResumeRow };

export const findShareLinkPage = cache(async (token: string, now: Date = new Date()): Promise<ShareLinkPage | null> => {
  if (!ZShareLinkToken.safeParse(token).success) return null;
  const link = await db.shareLink.findUnique({
    where: { token },
    select: {
      id: true,
      userId: true,
      token: true,
      expiresAt: true,
      revokedAt: true,
      resume: {
        select: { ...publicResumeSelect, deletedAt: true },
      },
    },
  });
  if (!link || shareLinkStatus(link, now) !== "active" || link.resume.deletedAt) return null;
  if (link.resume.userId !== link.userId) return null;
  return { link: { id: link.id, userId: link.userId, token: link.token }, resume: link.resume };
});
