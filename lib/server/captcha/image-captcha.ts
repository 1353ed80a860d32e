// The 4-character image captcha of docs/product.md §5/§7 (svg-captcha): case sensitive, 5 minutes, single use; only an
// HMAC of the answer is stored. A captcha is spent by its first check, right or wrong, so guesses need a new image each
// time. svg-captcha reads its font from its own folder when loaded, which a bundled copy cannot find: it is loaded from
// node_modules at run time instead (the ignore comments keep the bundler away).
type SvgCaptcha = typeof import("svg-captcha");
const loadSvgCaptcha = (): Promise<SvgCaptcha> =>
  import(/* webpackIgnore: true */ /* turbopackIgnore: true */ "svg-captcha");
import "server-only";
import type { CaptchaPurpose } from "@/generated/prisma/client";
import { AppError } from "@/lib/server/api/app-error";
import { hashSecret, secretMatches } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Returns the SVG markup; `target` is the phone number (SMS) or the user id (account deletion). */
export async function createImageCaptcha(purpose: CaptchaPurpose, target: string): Promise<string> {
  // Look-alike characters are left out so that a case-sensitive answer stays fair.
  const { create } = await loadSvgCaptcha();
  const captcha = create({ size: 4, noise: 2, ignoreChars: "0oO1lIi", color: true });
  await db.captcha.create({
    data: {
      purpose,
      target,
      answerHash: hashSecret(["captcha", purpose, target, captcha.text]),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    },
  });
  return captcha.data;
}

export async function consumeImageCaptcha(purpose: CaptchaPurpose, target: string, answer: string): Promise<void> {
  const row = await db.captcha.findFirst({
    where: { purpose, target, consumedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw new AppError("INVALID_CAPTCHA");
  const spent = await db.captcha.updateMany({
    where: { id: row.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  if (spent.count !== 1 || !secretMatches(row.answerHash, ["captcha", purpose, target, answer]))
    throw new AppError("INVALID_CAPTCHA");
}
