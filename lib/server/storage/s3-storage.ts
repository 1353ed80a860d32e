// Uploads in an S3-compatible bucket (R2, S3, MinIO), addressed path-style when S3_ENDPOINT is set; files are linked
// under S3_PUBLIC_URL (the bucket's public or CDN address), never through the app.
import "server-only";
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { AppError } from "@/lib/server/api/app-error";
import { env } from "@/lib/server/env";
import type { Storage } from "./storage";

let client: S3Client | undefined;

export function s3Storage(): Storage {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env();
  const bucket = S3_BUCKET ?? "";
  client ??= new S3Client({
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    forcePathStyle: Boolean(S3_ENDPOINT),
    credentials: { accessKeyId: S3_ACCESS_KEY_ID ?? "", secretAccessKey: S3_SECRET_ACCESS_KEY ?? "" },
  });
  const s3 = client;
  return {
    async put(key, body, contentType) {
      try {
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        );
      } catch (cause) {
        // The visitor's file was fine: say the storage is unavailable (503, the SDK's error logged), not "internal error".
        throw new AppError("STORAGE_UNAVAILABLE", { cause });
      }
      return `${(S3_PUBLIC_URL ?? "").replace(/\/$/, "")}/${key}`;
    },
    async removePrefix(prefix) {
      // A listing page holds at most 1,000 keys, which is also DeleteObjects' limit: one delete per page.
      let continuationToken: string | undefined;
      do {
        const listed = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }),
        );
        const objects = (listed.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (objects.length > 0) {
          const deleted = await s3.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
          );
          // DeleteObjects answers 200 even when single keys fail: those come back in Errors.
          if (deleted.Errors?.length)
            throw new Error(
              `S3 kept ${deleted.Errors.length} object(s) under ${prefix}/: ${deleted.Errors[0]?.Code ?? "unknown"}`,
            );
        }
        continuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (continuationToken);
    },
  };
}
