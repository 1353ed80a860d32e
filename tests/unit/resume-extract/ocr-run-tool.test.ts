// The OCR tools' limits (issue 24 item 3): a tool is killed at its time limit and when it prints past the cap, runs
// under the address-space cap on one OpenMP thread, and a program that is not installed is told apart from one that
// failed on the file.
import { describe, expect, it } from "@jest/globals";
import { runTool } from "@/lib/server/extract/ocr-run-tool";

const limits = { timeoutMs: 5_000, maxOutputBytes: 64 * 1024, memoryKb: 512 * 1024 };

describe("runTool", () => {
  it("answers what the tool printed, with its input on stdin", async () => {
    const result = await runTool("cat", [], { ...limits, input: Buffer.from("a page") });
    expect(result).toEqual({ ok: true, stdout: Buffer.from("a page") });
  });

  it("kills a tool at its time limit", async () => {
    const startedAt = Date.now();
    const result = await runTool("sleep", ["30"], { ...limits, timeoutMs: 200 });
    expect(result).toMatchObject({ ok: false, reason: "timeout" });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  it("kills a tool that prints past the cap", async () => {
    const result = await runTool("yes", [], { ...limits, maxOutputBytes: 100_000 });
    expect(result).toMatchObject({ ok: false, reason: "output" });
  });

  it("runs the tool under the address-space cap, on one OpenMP thread", async () => {
    const result = await runTool("sh", ["-c", 'ulimit -v; echo "$OMP_THREAD_LIMIT"'], limits);
    expect(result.ok && result.stdout.toString().split("\n")).toEqual([String(512 * 1024), "1", ""]);
  });

  it("tells a program that is not installed from one that failed", async () => {
    expect(await runTool("/nonexistent/bin/tesseract", ["--version"], limits)).toMatchObject({
      ok: false,
      reason: "missing",
    });
    expect(await runTool("sh", ["-c", "echo broken >&2; exit 3"], limits)).toEqual({
      ok: false,
      reason: "failed",
      stderr: "broken\n",
    });
  });
});
