// Cover images in the local data folder (<DATA_DIR>/uploads/covers). lib/server/storage (S3/R2 or local, the accounts
// work) did not exist when covers were written; this is the minimal local part, behind three functions so the
// switch to lib/server/storage is a change of this file only. Names are checked, never trusted: no path traversal.
import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/server/env";

/** Folder names inside covers/ and file names we create: letters, digits, dash, underscore, one extension. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,120}\.(png|webp)$/;
const coverFolders = ["resumes", "templates"] as const;
export type CoverFolder = (typeof coverFolders)[number];

function isSafeCoverName(name: string): boolean {
  return SAFE_NAME.test(name);
}

function coverPath(folder: CoverFolder, name: string): string {
  if (!isSafeCoverName(name)) throw new Error(`unsafe cover file name: ${name}`);
  return path.join(path.resolve(env().DATA_DIR), "uploads", "covers", folder, name);
}

export async function saveCoverFile(folder: CoverFolder, name: string, bytes: Uint8Array): Promise<void> {
  const file = coverPath(folder, name);
  await mkdir(path.dirname(file), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/** The file's bytes, or null when it does not exist (or the name is not one we could have made). */
export async function findCoverFile(folder: CoverFolder, name: string): Promise<Buffer | null> {
  if (!isSafeCoverName(name)) return null;
  try {
    return await readFile(coverPath(folder, name));
  } catch (error) {
    // Not `instanceof Error`: errors from node:fs fail it in another realm (a jest test, a worker).
    if (typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

export async function deleteCoverFile(folder: CoverFolder, name: string): Promise<void> {
  if (!isSafeCoverName(name)) return;
  await unlink(coverPath(folder, name)).catch(() => undefined);
}
