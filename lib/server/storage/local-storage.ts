import "server-only";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/server/env";
import type { Storage } from "./storage";

const uploadsDir = (): string => path.resolve(env().DATA_DIR, "uploads");

export const localStorage: Storage = {
  async put(key, body) {
    const file = path.join(uploadsDir(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    return `/api/upload/files/${key}`;
  },
  async removePrefix(prefix) {
    await rm(path.join(uploadsDir(), prefix), { recursive: true, force: true });
  },
};

export async function readLocalFile(key: string): Promise<Buffer | null> {
  return readFile(path.join(uploadsDir(), key)).catch(() => null);
}
