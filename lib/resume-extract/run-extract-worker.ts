// Runs extract-worker.mjs on one file in its own thread, off the event loop that serves everyone else, with a memory
// cap and a time limit: a file that overruns either is terminated and answered FILE_TOO_COMPLEX. At most two files
// are read at once (the machine's cores); a few more wait; beyond that the server says it is busy.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/api/app-error";
import type { ErrorCodeKey } from "@/lib/api/error-codes";
import { ZParseContent, MAX_CONTENT_ITEMS, type TParseContent } from "@/lib/validations/resume-parse/parse-content";
import type { TFileKind } from "./sniff-file";

const MAX_PARSE_PAGES = 20;
const EXTRACT_TIMEOUT_MS = 15_000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const MAX_RUNNING = 2;
const MAX_WAITING = 16;

// Resolved from the project folder at run time: the same path under jest, `next dev` and the production build.
const workerPath = () => path.join(process.cwd(), "lib", "resume-extract", "extract-worker.mjs");

const fileErrors = new Set<string>([
  "FILE_ENCRYPTED",
  "FILE_TOO_MANY_PAGES",
  "FILE_NO_TEXT",
  "FILE_UNREADABLE",
  "FILE_TOO_COMPLEX",
]);

let running = 0;
const waiting: (() => void)[] = [];

async function acquire(): Promise<void> {
  if (running < MAX_RUNNING) {
    running += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new AppError("SERVICE_UNAVAILABLE");
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

type Reply = { ok: true; content: unknown } | { ok: false; key: string };

function runOnce(kind: TFileKind, bytes: Buffer, timeoutMs: number): Promise<TParseContent> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(workerPath(), {
      workerData: { kind, bytes: copy, maxPages: MAX_PARSE_PAGES, maxItems: MAX_CONTENT_ITEMS },
      transferList: [copy.buffer],
      resourceLimits: RESOURCE_LIMITS,
      stdout: true,
      stderr: true,
    });
    // pdf.js prints warnings about odd files; nobody reads them, but an unread stream would keep them in memory.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new AppError("FILE_TOO_COMPLEX"))), timeoutMs);
    worker.on("message", (reply: Reply) =>
      finish(() => {
        if (!reply.ok) {
          const key = (fileErrors.has(reply.key) ? reply.key : "FILE_UNREADABLE") as ErrorCodeKey;
          return reject(new AppError(key));
        }
        const parsed = ZParseContent.safeParse(reply.content);
        if (parsed.success) resolve(parsed.data);
        else reject(new AppError("FILE_UNREADABLE"));
      }),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash inside a parser: the file, not the server, is at fault.
    worker.on("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(new AppError(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "FILE_TOO_COMPLEX" : "FILE_UNREADABLE")),
      ),
    );
    worker.on("exit", () => finish(() => reject(new AppError("FILE_TOO_COMPLEX"))));
  });
}

export async function runExtractWorker(
  kind: TFileKind,
  bytes: Buffer,
  timeoutMs = EXTRACT_TIMEOUT_MS,
): Promise<TParseContent> {
  await acquire();
  try {
    return await runOnce(kind, bytes, timeoutMs);
  } finally {
    release();
  }
}
