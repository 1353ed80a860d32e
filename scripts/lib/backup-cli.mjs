// What scripts/backup.mjs and scripts/restore.mjs share: how they end, the time stamp of their names, and where the
// app keeps uploads (the same rule as isS3Configured in lib/server/env.ts: a bucket only when all four are set).
import { BackupError } from "./backup-archive.mjs";

/** 2026-05-04T03-21-24Z: sortable, and valid in a file name everywhere. */
export const timeStamp = () =>
  new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

export function storageOf(env) {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_ENDPOINT } = env;
  if (!(S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL)) return { kind: "local" };
  return {
    kind: "bucket",
    bucket: S3_BUCKET,
    note:
      `uploads (avatars) are in the bucket ${S3_BUCKET}${S3_ENDPOINT ? ` at ${S3_ENDPOINT}` : ""} and are NOT in this ` +
      "archive: back the bucket up with its provider's tools (versioning or replication, or `rclone sync` / " +
      "`aws s3 sync` to another bucket) on the same schedule. Covers, kept in the data folder, are in the archive.",
  };
}

/** Runs a CLI's main; an operator's mistake or a bad archive is one message and status 1, anything else its stack. */
export function runCli(name, main) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof BackupError ? `[${name}] ${error.message}` : `[${name}] ${error.stack ?? error}`);
      process.exit(1);
    },
  );
}
