// POST /api/resumes/{id}/share-links – a tracked link of the caller's own resume for one recipient (issue 26 item 4):
// a label, an optional expiry and a random token. Under the resume's row lock, so concurrent creates cannot pass
// MAX_SHARE_LINKS_PER_RESUME links that are not revoked together (docs/product.md §9), nor a regular member's
// REGULAR_SHARE_LINKS_PER_RESUME (issue 26 item 7, §6).
import "server-only";
import { randomBytes } from "node:crypto";
import { AppError } from "@/lib/server/api/app-error";
import { db } from "@/lib/server/db";
import { lockOwnResume } from "@/lib/server/services/resumes/lock-own-resume";
import { isPremiumUser } from "@/lib/server/permissions/membership";
import { loadMembership } from "@/lib/server/services/resumes/load-membership";
import {
  MAX_SHARE_LINKS_PER_RESUME,
  REGULAR_SHARE_LINKS_PER_RESUME,
  type ShareLinkDto,
  type TCreateShareLinkBody,
} from "@/lib/shared/validations/share-links/share-link";
import { shareLinkSelect, toShareLinkDto } from "./to-share-link-dto";

/** 24 random bytes: 192 bits nobody can guess, 32 url-safe characters (ZShareLinkToken). */
const newToken = () => randomBytes(24).toString("base64url");

export async function createShareLink(
  userId: string,
  resumeId: string,
  body: TCreateShareLinkBody,
  now = new Date(),
): Promise<ShareLinkDto> {
  const membership = await loadMembership(userId);
  const row = await db.$transaction(async (tx) => {
    if (!(await lockOwnResume(tx, userId, resumeId))) throw new AppError("NOT_FOUND");
    const live = await tx.shareLink.count({ where: { resumeId, userId, revokedAt: null } });
    if (live >= MAX_SHARE_LINKS_PER_RESUME) throw new AppError("SHARE_LINK_LIMIT_REACHED");
    if (live >= REGULAR_SHARE_LINKS_PER_RESUME && !isPremiumUser(membership, now))
      throw new AppError("SHARE_LINK_PLAN_LIMIT");
    return tx.shareLink.create({
      data: { resumeId, userId, token: newToken(), label: body.label, expiresAt: body.expiresAt ?? null },
      select: shareLinkSelect,
    });
  });
  return toShareLinkDto(row, undefined, now);
}
