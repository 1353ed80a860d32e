// Imported first by template-cover-webp.test.ts: covers go to a private folder, never the working tree's .data
// (lib/server/env.ts reads process.env once).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "rb-cover-webp-"));
