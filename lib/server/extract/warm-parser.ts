// The extraction threads compile the app's parser (TypeScript, through jiti) on their first parse job and keep the
// result in node_modules/.cache (extract-worker.mjs). On a fresh install that first compile takes seconds, and two
// threads compiling at once on a busy machine overran the 15 s job limit: both uploads failed as FILE_TOO_COMPLEX
// (seen in the browser suite on a clean clone). One parse job at start, with a generous limit, fills the cache before
// any user's file needs it; a later thread then loads the parser in about half a second.
import "server-only";
import { runParseWorker } from "./run-parse-worker";

const WARM_UP_LIMIT_MS = 180_000;

export async function warmParser(): Promise<void> {
  // Any content does: the parser is compiled before the content is checked, and a refusal is as good as a result.
  await runParseWorker("server-start", "{}", { withLines: false }, WARM_UP_LIMIT_MS).catch(() => undefined);
}
