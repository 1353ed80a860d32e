// Every resume save schedules a cover render COVER_DEBOUNCE_MS later (Chromium, loaded on first use). Integration
// suites check the saves, not covers, and often finish sooner: a timer firing after the suite would load modules
// into a torn-down Jest environment and fail the run. Pending renders are dropped when each suite ends; covers have
// their own tests (unit/pdf/schedule-cover-render, e2e).
import { afterAll } from "@jest/globals";

type PendingCover = { timer?: NodeJS.Timeout };
type JobRunner = { stop: (options: { graceful: boolean; wait: boolean }) => Promise<void> };

afterAll(() => {
  // The debounce table is shared per process through globalThis (lib/server/services/covers/schedule-cover-render.ts).
  const entries = (globalThis as { coverRenderEntries?: Map<string, PendingCover> }).coverRenderEntries;
  for (const entry of entries?.values() ?? []) clearTimeout(entry.timer);
  entries?.clear();
});

// A suite whose code enqueued a job (a paid order's receipt) started the process's pg-boss
// (lib/server/jobs/job-runner.ts, cached on globalThis): stopped here, so its pool and timers end with the suite.
afterAll(async () => {
  const state = globalThis as { jobRunner?: Promise<JobRunner> };
  const running = state.jobRunner;
  state.jobRunner = undefined;
  await (await running?.catch(() => undefined))?.stop({ graceful: false, wait: true });
});
