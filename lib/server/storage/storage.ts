// Where uploaded files live: a local folder (<DATA_DIR>/uploads, served by GET /api/upload/files/…) by default, or an
// S3-compatible bucket (R2, S3, MinIO) when S3_* is configured. Keys look like "avatars/<userId>/<uuid>.png".
import "server-only";
import { isS3Configured } from "@/lib/server/env";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes every object under a prefix (account deletion). */
  removePrefix(prefix: string): Promise<void>;
};

export function storage(): Storage {
  return isS3Configured() ? s3Storage() : localStorage;
}

/** Keys are made by us, but reading one back from a URL must never escape the folder. */
export function isSafeKey(key: string): boolean {
  return /^[a-z]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(png|jpg|webp)$/.test(key);
}
