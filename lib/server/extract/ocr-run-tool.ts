// The OCR tools (Tesseract, pdftoppm) as child processes with limits (issue 24 item 3): each one is killed at its
// time limit, its address space is capped (a shell's `ulimit -v` before `exec`: Node cannot set a child's limits),
// it runs on one thread at a low priority (nice 10, as the pool's threads), and what it prints is read up to a cap, past which it is killed too. They
// are started from the server, not from a pool thread: a thread killed at its own time limit would leave its tool
// running, while here the timer that kills the tool lives as long as the server does.
import "server-only";
import { spawn } from "node:child_process";

export type TToolResult =
  | { ok: true; stdout: Buffer }
  /** `missing`: the program is not installed (or not where the setting says); the others are the file's fault. */
  | { ok: false; reason: "missing" | "timeout" | "output" | "failed"; stderr: string };

type TToolOptions = {
  timeoutMs: number;
  maxOutputBytes: number;
  /** Address space the tool may map, in KiB. */
  memoryKb: number;
  input?: Uint8Array;
};

/**
 * `sh -c` runs this with the limit as $0 and the program and its arguments as "$@"; 127: not found. One OpenMP
 * thread: with its default of one per core, Tesseract took 12 s for a page that it reads in 2 s on one thread (two
 * cores, two files at once), and it would take the server's core as well.
 */
const LIMITED = 'export OMP_THREAD_LIMIT=1 && ulimit -v "$0" && exec nice -n 10 "$@"';
const NOT_FOUND = 127;

export function runTool(program: string, args: string[], options: TToolOptions): Promise<TToolResult> {
  return new Promise((resolve) => {
    const child = spawn("/bin/sh", ["-c", LIMITED, String(options.memoryKb), program, ...args], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let ended = false;
    const end = (result: TToolResult) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (!result.ok) child.kill("SIGKILL");
      resolve(result);
    };
    const timer = setTimeout(() => end({ ok: false, reason: "timeout", stderr }), options.timeoutMs);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxOutputBytes) end({ ok: false, reason: "output", stderr });
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2048);
    });
    // A tool that stops reading its input early (it failed) must not fail the server with EPIPE.
    child.stdin.on("error", () => undefined);
    child.on("error", () => end({ ok: false, reason: "missing", stderr }));
    child.on("close", (code) => {
      if (code === 0) end({ ok: true, stdout: Buffer.concat(chunks) });
      else end({ ok: false, reason: code === NOT_FOUND ? "missing" : "failed", stderr });
    });
    child.stdin.end(options.input);
  });
}
