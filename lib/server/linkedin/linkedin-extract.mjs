// A LinkedIn data export read on an extraction thread (issue 24 item 4), for extract-worker.mjs: the ZIP's directory
// is read with the .docx limits (at most as many entries), and the export's CSV files a resume uses are inflated
// against the file's budget of inflated bytes (inflate-budget.mjs, as a .docx's entries are for mammoth); nothing else
// in the ZIP is inflated. The CSV reading and checking is the app's TypeScript (read-linkedin-export.ts), compiled by
// jiti as the worker compiles the parser. Plain JavaScript beside the worker for the same reason as the worker: the
// server loads it from the project folder at run time, outside the bundler.
import path from "node:path";
import { openCountedDocx, readZipDirectory } from "../extract/inflate-budget.mjs";

/** The export is refused with this FILE_* key (FILE_LINKEDIN_INVALID, FILE_TOO_COMPLEX); the thread is unharmed. */
export class LinkedInRefusal extends Error {
  constructor(key, message) {
    super(message);
    this.name = "LinkedInRefusal";
    this.key = key;
  }
}

let reader;
function loadReader() {
  reader ??= import("jiti").then(({ createJiti }) => {
    const root = process.cwd();
    const jiti = createJiti(import.meta.url, {
      alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") },
    });
    return jiti.import(path.join(root, "lib/server/linkedin/read-linkedin-export.ts"));
  });
  return reader;
}

/**
 * The export's content (ZLinkedInContent). Throws LinkedInRefusal for an export that is not LinkedIn's or holds more
 * than one does, and inflate-budget.mjs's errors for a ZIP past the limits (InflateLimitError) or broken
 * (InflateFormatError).
 */
export async function extractLinkedIn(bytes, { maxBytes, maxEntries }) {
  const names = [...readZipDirectory(bytes, maxEntries).keys()];
  const zip = openCountedDocx(bytes, { maxBytes, maxEntries });
  const { readLinkedInExport } = await loadReader();
  try {
    return await readLinkedInExport(names, (entry) => zip.file.read(entry));
  } catch (error) {
    if (error?.name === "LinkedInExportError") throw new LinkedInRefusal(error.refusal, error.message);
    throw error;
  }
}
