// Who gets the extraction threads next (issue 20 item 3). Reading a file or parsing its text takes a thread for up
// to the time limit, and the machine has two cores: two jobs run at once, at most one of them per user, and the
// waiting jobs are served user by user in turn (round robin), so an account that sends many files waits behind its
// own files, not in front of everyone else's. Each user may have a few jobs waiting; past that, or when the whole
// queue is full, the request is refused at once rather than held.
import "server-only";
import { AppError } from "@/lib/server/api/app-error";
import { metrics } from "@/lib/server/metrics/registry";

const MAX_RUNNING = 2;
const MAX_WAITING = 16;
/** An upload and its parse, and one more: a user's own browser never has more in flight. */
const MAX_WAITING_PER_USER = 2;

let running = 0;
const runningUsers = new Set<string>();
/** When each user with jobs here last started one (a counter): the one served longest ago goes next. */
const lastStarted = new Map<string, number>();
let starts = 0;
/** Waiting jobs by user, in the order the users began to wait. */
const waiting = new Map<string, (() => void)[]>();
let waitingCount = 0;

function start(userId: string): void {
  running += 1;
  // resumecraft_extract_queue_jobs counts up and down: each route bundle's copy of this module adds its own jobs.
  metrics().extractQueue.inc({ state: "running" });
  runningUsers.add(userId);
  lastStarted.set(userId, ++starts);
}

/**
 * Starts waiting jobs while a thread is free: of the users with nothing running, the one served longest ago (never,
 * for a newcomer), and among equals the one waiting longest.
 */
function dispatch(): void {
  while (running < MAX_RUNNING) {
    let next: string | undefined;
    for (const [userId] of waiting) {
      if (runningUsers.has(userId)) continue;
      if (next === undefined || (lastStarted.get(userId) ?? 0) < (lastStarted.get(next) ?? 0)) next = userId;
    }
    if (next === undefined) return;
    const queue = waiting.get(next) as (() => void)[];
    const resume = queue.shift() as () => void;
    waitingCount -= 1;
    metrics().extractQueue.dec({ state: "waiting" });
    if (queue.length === 0) waiting.delete(next);
    start(next);
    resume();
  }
}

function finish(userId: string): void {
  running -= 1;
  metrics().extractQueue.dec({ state: "running" });
  runningUsers.delete(userId);
  if (!waiting.has(userId)) lastStarted.delete(userId);
  dispatch();
}

/** Runs `job` when the user's turn comes; refuses at once when the user or the server has too much waiting. */
export async function withExtractSlot<T>(userId: string, job: () => Promise<T>): Promise<T> {
  // A free thread means no one waiting could take it (dispatch would have): a user with nothing running starts now.
  if (running < MAX_RUNNING && !runningUsers.has(userId)) start(userId);
  else {
    const queue = waiting.get(userId) ?? [];
    // One user's pile is their own concern (429); a full server is everyone's (503).
    if (queue.length >= MAX_WAITING_PER_USER) throw new AppError("RATE_LIMITED");
    if (waitingCount >= MAX_WAITING) throw new AppError("SERVICE_UNAVAILABLE");
    await new Promise<void>((resume) => {
      queue.push(resume);
      waitingCount += 1;
      metrics().extractQueue.inc({ state: "waiting" });
      if (!waiting.has(userId)) waiting.set(userId, queue);
    });
  }
  try {
    return await job();
  } finally {
    finish(userId);
  }
}
