// The warm threads that read uploaded files and parse their text (extract-worker.mjs). Starting a thread and loading
// pdf.js in it costs several times what reading a resume does, so a thread is kept for the next file — but only while
// it is known to be healthy: a thread that overran its time is terminated, one that died (out of memory, a crash) is
// gone, and one that a parser threw in, that holds a swollen heap or that has read many files is retired after its
// answer. Every file gets a thread in a known state; a replacement is started when the next file needs it.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** Each thread's own heap cap: a file that needs more kills only its thread (ERR_WORKER_OUT_OF_MEMORY). */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** Past half its cap after a file, a thread is retired rather than trusted with the next one. */
const RETIRE_HEAP_BYTES = 128 * 1024 * 1024;
/** Fragmentation and caches build up slowly even when each file is cleaned up: a thread is renewed now and then. */
const MAX_FILES_PER_THREAD = 200;
/** An idle thread holds pdf.js and mammoth in memory (~60 MB); after a quiet spell it is let go. */
const IDLE_MS = 5 * 60_000;

// Resolved from the project folder at run time: the same path under jest, `next dev` and the production build.
const workerPath = () => path.join(process.cwd(), "lib", "server", "extract", "extract-worker.mjs");

/**
 * One job for a thread: read a file's text (pdf, docx, doc), parse extracted text into a resume (`parse`, issue 20
 * item 1: the parser's time grows with what the client sends, so it runs here, under the same limits), or hold a
 * model's refinement to the parser's rule (`refine`).
 */
export type TPoolJob =
  | { kind: "pdf" | "docx" | "doc"; bytes: Uint8Array; maxPages: number; maxItems: number }
  | { kind: "parse"; contentJson: string; options: unknown; withLines: boolean }
  | { kind: "refine"; parsed: unknown; output: unknown; lines: unknown };

type TWorkerReply =
  | { id: number; ok: true; content: unknown; heapUsed: number }
  | { id: number; ok: false; key: string; clean: boolean; heapUsed: number };

/** How a file's run ended: the thread's answer, or the thread's end (timeout, out of memory, crash). */
export type TRunOutcome = { reply: TWorkerReply } | { failure: "timeout" | "out-of-memory" | "crashed" };

type Thread = {
  worker: Worker;
  files: number;
  alive: boolean;
  idleTimer?: NodeJS.Timeout;
  /** The file being read and how to answer it. */
  current?: { id: number; settle: (outcome: TRunOutcome) => void };
};

const idle: Thread[] = [];
let nextId = 1;

function startThread(): Thread {
  // The thread silences its own output (extract-worker.mjs): capturing it here would keep this process alive.
  const worker = new Worker(workerPath(), { resourceLimits: RESOURCE_LIMITS });
  const thread: Thread = { worker, files: 0, alive: true };
  worker.on("message", (reply: TWorkerReply) => {
    if (thread.current?.id === reply.id) thread.current.settle({ reply });
  });
  worker.on("error", (error: Error & { code?: string }) => {
    thread.alive = false;
    thread.current?.settle({ failure: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out-of-memory" : "crashed" });
  });
  worker.on("exit", () => {
    thread.alive = false;
    thread.current?.settle({ failure: "crashed" });
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  });
  // After the listeners, which would take the reference back: a waiting thread must not keep a script or a test run
  // alive, while a file being read keeps its own timer running.
  worker.unref();
  return thread;
}

function retire(thread: Thread): void {
  thread.alive = false;
  void thread.worker.terminate();
}

function keepOrRetire(thread: Thread, outcome: TRunOutcome): void {
  const reply = "reply" in outcome ? outcome.reply : null;
  const healthy =
    thread.alive &&
    reply !== null &&
    (reply.ok || reply.clean) &&
    reply.heapUsed < RETIRE_HEAP_BYTES &&
    thread.files < MAX_FILES_PER_THREAD;
  if (!healthy) return retire(thread);
  thread.idleTimer = setTimeout(() => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
    retire(thread);
  }, IDLE_MS);
  thread.idleTimer.unref();
  idle.push(thread);
}

function takeThread(): Thread {
  for (;;) {
    const thread = idle.pop();
    if (!thread) return startThread();
    clearTimeout(thread.idleTimer);
    if (thread.alive) return thread;
  }
}

/**
 * Runs one job on a warm (or new) thread. The caller bounds how many run at once (extract-queue.ts); this bounds the
 * time: past `timeoutMs` the thread is terminated and the answer is a timeout.
 */
export function runInPool(job: TPoolJob, timeoutMs: number): Promise<TRunOutcome> {
  const thread = takeThread();
  const id = nextId++;
  thread.files += 1;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // Terminated before answering: whatever the thread was doing, it will not be reused.
      retire(thread);
      settle({ failure: "timeout" });
    }, timeoutMs);
    const settle = (outcome: TRunOutcome) => {
      if (thread.current?.id !== id) return;
      thread.current = undefined;
      clearTimeout(timer);
      keepOrRetire(thread, outcome);
      resolve(outcome);
    };
    thread.current = { id, settle };
    // A file's bytes are handed over (transferred, not copied); parse jobs are cloned.
    thread.worker.postMessage({ id, ...job }, "bytes" in job ? [job.bytes.buffer as ArrayBuffer] : []);
  });
}
