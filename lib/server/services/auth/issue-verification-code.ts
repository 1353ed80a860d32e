import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import type { CodePurpose } from "@/generated/prisma/client";
import { hashSecret, randomDigits, randomToken } from "@/lib/server/auth/secret-hash";
import { db } from "@/lib/server/db";

const CODE_COOLDOWN_MS = 60_000;

type Options = { target: string; purpose: CodePurpose; ttlMs: number; kind: "digits6" | "digits4" | "link" };

/**
 * Creates a fresh single-use code for `target` and returns it in clear (to be mailed, never stored). Older codes of
 * the same target and purpose die with it; a second request within 60 s is refused with Retry-After.
 */
export async function issueVerificationCode({ target, purpose, ttlMs, kind }: Options): Promise<string> {
  const recent = await db.verificationCode.findFirst({
    where: { target, purpose, createdAt: { gt: new Date(Date.now() - CODE_COOLDOWN_MS) } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  if (recent) {
    const retryAfter = Math.max(1, Math.ceil((recent.createdAt.getTime() + CODE_COOLDOWN_MS - Date.now()) / 1000));
    throw new AppError("CODE_COOLDOWN", { headers: { "Retry-After": String(retryAfter) } });
  }
  const code = kind === "link" ? randomToken() : randomDigits(kind === "digits6" ? 6 : 4);
  await db.$transaction([
    db.verificationCode.updateMany({ where: { target, purpose, consumedAt: null }, data: { consumedAt: new Date() } }),
    db.verificationCode.create({
      data: { target, purpose, codeHash: hashSecret([purpose, target, code]), expiresAt: new Date(Date.now() + ttlMs) },
    }),
  ]);
  return code;
}
