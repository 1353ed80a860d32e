// The warm child processes ("threads" below) that read uploaded files and parse their text (extract-worker.mjs). They
// were worker threads: Node 20 aborts the whole server process when a worker thread is terminated (time or memory
// overrun) between creating a zlib handle and initialising it ("close before init", node_zlib.cc), which a CI run hit;
// a child process that dies takes nothing else with it. Starting one and loading
// pdf.js in it costs several times what reading a resume does, so a thread is kept for the next file — but only while
// it is known to be healthy: a thread that overran its time is terminated, one that died (out of memory, a crash) is
// gone, and one that a parser threw in, that holds a swollen heap or that has read many files is retired after its
// answer. Every file gets a thread in a known state; a replacement is started when the next file needs it.
import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { Readable } from "node:stream";
import { metrics } from "@/lib/server/metrics/registry";

/** Each process's own heap cap: a file that needs more kills only its process (V8 reports it on stderr). */
const NODE_LIMITS = ["--max-old-space-size=256", "--max-semi-space-size=16", "--stack-size=3984"];
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/i;
/** Past half its cap after a file, a thread is retired rather than trusted with the next one. */
const RETIRE_HEAP_BYTES = 128 * 1024 * 1024;
/**
 * Fragmentation and caches build up slowly even when each file is cleaned up: a thread is renewed now and then. Not
 * often: a new thread reads its first few dozen files up to 1.5 times slower while V8 compiles pdf.js by use
 * (docs/benchmarks.md, "Resume upload"), and a swollen heap retires a thread after any file anyway.
 */
const MAX_FILES_PER_THREAD = 1000;
/** An idle thread holds pdf.js and mammoth in memory (~60 MB); after a quiet spell it is let go. */
const IDLE_MS = 5 * 60_000;

// Resolved from the project folder at run time: the same path under jest, `next dev` and the production build.
// Spread from an array: Turbopack reads a literal path given to fork() as a module to bundle, and fails the build.
const WORKER_FILE = ["lib", "server", "extract", "extract-worker.mjs"];
// The ignore comment: the server runs from the project folder, so the build need not trace the whole project for it.
const workerPath = () => path.join(/* turbopackIgnore: true */ process.cwd(), ...WORKER_FILE);

/**
 * One job for a thread: read a file's text (pdf, docx, doc), parse extracted text into a resume (`parse`, issue 20
 * item 1: the parser's time grows with what the client sends, so it runs here, under the same limits), hold a
 * model's refinement to the parser's rule (`refine`), or make a scanned page ready for OCR (`ocr-image`, issue 24
 * item 3: ocr-prepare-image.mjs).
 */
export type TPoolJob =
  | { kind: "pdf" | "docx" | "doc" | "linkedin"; bytes: Uint8Array; maxPages: number; maxItems: number }
  | { kind: "ocr-image"; bytes: Uint8Array; maxPixels: number; turn?: 0 | 90 | 180 | 270 }
  | { kind: "parse"; contentJson: string; options: unknown; withLines: boolean }
  | { kind: "refine"; parsed: unknown; output: unknown; lines: unknown };

type TWorkerReply =
  | { id: number; ok: true; content: unknown; heapUsed: number }
  | { id: number; ok: false; key: string; clean: boolean; heapUsed: number };

/** How a file's run ended: the thread's answer, or the thread's end (timeout, out of memory, crash). */
export type TRunOutcome = { reply: TWorkerReply } | { failure: "timeout" | "out-of-memory" | "crashed" };

type Thread = {
  worker: ChildProcess;
  files: number;
  alive: boolean;
  idleTimer?: NodeJS.Timeout;
  /** The file being read and how to answer it. */
  current?: { id: number; settle: (outcome: TRunOutcome) => void };
};

const idle: Thread[] = [];
let nextId = 1;

function startThread(): Thread {
  // Only stderr is read, for V8's out-of-memory report; the process silences its own output (extract-worker.mjs).
  const worker = fork(workerPath(), [], {
    execArgv: NODE_LIMITS,
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  const thread: Thread = { worker, files: 0, alive: true };
  let stderrTail = "";
  worker.stderr?.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4096);
  });
  worker.on("message", (reply: TWorkerReply) => {
    if (thread.current?.id === reply.id) thread.current.settle({ reply });
  });
  worker.on("error", () => {
    thread.alive = false;
    thread.current?.settle({ failure: "crashed" });
  });
  // "close": after the process ended and its stderr was read to the end.
  worker.on("close", () => {
    thread.alive = false;
    thread.current?.settle({ failure: OUT_OF_MEMORY.test(stderrTail) ? "out-of-memory" : "crashed" });
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  });
  // A waiting process must not keep a script or a test run alive, while a file being read keeps its own timer running.
  worker.unref();
  worker.channel?.unref();
  (worker.stderr as (Readable & { unref?: () => void }) | null)?.unref?.();
  return thread;
}

function retire(thread: Thread): void {
  thread.alive = false;
  thread.worker.kill("SIGKILL");
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

/** resumecraft_extract_jobs_total's outcome: ok, error (the parser refused the file), timeout, out-of-memory, crashed. */
const outcomeLabel = (outcome: TRunOutcome): string =>
  "failure" in outcome ? outcome.failure : outcome.reply.ok ? "ok" : "error";

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
  const stopTimer = metrics().extractDuration.startTimer({ kind: job.kind });
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
      stopTimer();
      metrics().extractJobs.inc({ kind: job.kind, outcome: outcomeLabel(outcome) });
      resolve(outcome);
    };
    thread.current = { id, settle };
    // Copied over the IPC channel (structured clone: a file's bytes stay bytes).
    thread.worker.send({ id, ...job });
  });
}
