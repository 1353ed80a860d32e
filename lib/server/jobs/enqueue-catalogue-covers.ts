// Each start asks for the catalogue's covers (instrumentation-node.ts, once the catalogue is seeded); the queue is
// stately, so with a run already waiting (another instance's start) nothing is added.
import "server-only";
import { sendJob } from "./send-job";

/** Seconds after a start before template and example covers render: the print page they load must be served by then. */
const COVER_DELAY_SECONDS = 10;

export async function enqueueCatalogueCovers(): Promise<void> {
  await sendJob("catalogue-covers", {}, { startAfter: COVER_DELAY_SECONDS });
}
