import "server-only";
import { consumeImageCaptcha } from "@/lib/captcha/image-captcha";
import { db } from "@/lib/db";
import { storage } from "@/lib/storage/storage";

/**
 * POST /api/users/unregister: after the deletion captcha, the user row goes, and with it (cascade) resumes, examples,
 * reviews, orders, ledgers, OAuth identities and AI tasks, then the user's uploaded files; tokens die with the row (resolveSession finds no user).
 */
export async function unregisterUser(userId: string, captchaCode: string): Promise<void> {
  await consumeImageCaptcha("DESTROY", userId, captchaCode);
  await db.user.delete({ where: { id: userId } });
  // Files after the row: a failure here leaves orphan files, never an account that cannot be deleted.
  await storage()
    .removePrefix(`avatars/${userId}`)
    .catch(() => undefined);
}
