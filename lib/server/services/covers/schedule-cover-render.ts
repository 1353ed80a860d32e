// scheduleCoverRender(resumeId): called by every save, off the request path. Saves come in bursts while a user
// types, so renders are debounced per resume (one render DEBOUNCE_MS after the last save) and never overlap for
// the same resume: a save during a render schedules one more render after it.
import "server-only";
import { logger } from "@/lib/server/logger";

// Loaded on first use: a save route that schedules covers should not pull Chromium's driver into its bundle start.
const renderResumeCover = (resumeId: string) =>
  import("@/lib/server/services/covers/render-resume-cover").then((module) => module.renderResumeCover(resumeId));

const COVER_DEBOUNCE_MS = 5_000;

type Entry = { timer?: NodeJS.Timeout; running: boolean; again: boolean };
// Per process, not per module copy: every bundle that schedules covers shares one debounce table.
const state = globalThis as unknown as { coverRenderEntries?: Map<string, Entry> };
const entries: Map<string, Entry> = (state.coverRenderEntries ??= new Map());

async function run(
  resumeId: string,
  entry: Entry,
  render: (id: string) => Promise<unknown>,
  delayMs: number,
): Promise<void> {
  entry.timer = undefined;
  entry.running = true;
  try {
    await render(resumeId);
  } catch (error) {
    logger.warn({ err: error, resumeId }, "cover render failed");
  } finally {
    entry.running = false;
    if (entry.again) {
      entry.again = false;
      schedule(resumeId, render, delayMs);
    } else if (!entry.timer) {
      entries.delete(resumeId);
    }
  }
}

function schedule(resumeId: string, render: (id: string) => Promise<unknown>, delayMs: number): void {
  const entry = entries.get(resumeId) ?? { running: false, again: false };
  entries.set(resumeId, entry);
  if (entry.running) {
    entry.again = true;
    return;
  }
  clearTimeout(entry.timer);
  entry.timer = setTimeout(() => void run(resumeId, entry, render, delayMs), delayMs);
  entry.timer.unref();
}

export function scheduleCoverRender(
  resumeId: string,
  options: { delayMs?: number; render?: (id: string) => Promise<unknown> } = {},
): void {
  schedule(resumeId, options.render ?? renderResumeCover, options.delayMs ?? COVER_DEBOUNCE_MS);
}
