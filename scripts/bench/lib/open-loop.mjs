// An open-loop load generator for `npm run bench:load`: arrivals at a fixed rate whatever the server does, so a slow
// server shows as latency, not as less load offered (a closed loop, scripts/bench/lib/load.mjs, waits for each answer
// before the next request and so hides it). Each request is timed from the moment it was due, not from when this
// process got round to sending it, so a generator that falls behind cannot hide latency either (coordinated
// omission); how far behind it fell is reported as the send lag. Bounded: at most `maxInFlight` requests at once (an
// arrival beyond that is counted as dropped, not sent), each given up after `timeoutMs`.
import http from "node:http";

/** A keep-alive HTTP/1.1 client: `send({ method, path, headers, body })` answers { status, error? } with the body read. */
export function createHttpClient(base, { maxSockets = 512, timeoutMs = 30_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = ({ method = "GET", path, headers = {}, body }) =>
    new Promise((resolve) => {
      const request = http.request(`${base}${path}`, { method, agent, headers, timeout: timeoutMs }, (response) => {
        response.on("error", (error) => resolve({ status: 0, error: error.code ?? error.message }));
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.resume();
      });
      request.on("timeout", () => request.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
      request.on("error", (error) => resolve({ status: 0, error: error.code ?? error.message }));
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `seconds` of load: `rate` arrivals a second of `steady(i)` (i = 0, 1, …; it answers { cls, run }, `run()`
 * answering { status, error? }), and each of `periodic` ({ everyMs, offsetMs, run }) every `everyMs`, whose
 * `run(dueAt)` answers its own records (a flow of several requests times each itself). Answers every record
 * ({ cls, at, ms, status, error? }, `at` = when it was due, from the start), the sent and dropped counts and the send
 * lag of the steady arrivals (p99 and max, ms).
 */
export async function runOpenLoop({ rate, seconds, steady, periodic = [], maxInFlight = 1000 }) {
  const records = [];
  const lags = [];
  const pending = new Set();
  let sent = 0;
  let dropped = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const track = (promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const fire = (dueAt) => {
    if (pending.size >= maxInFlight) {
      dropped += 1;
      return;
    }
    const { cls, run } = steady(sent);
    sent += 1;
    lags.push(performance.now() - dueAt);
    track(run().then((answer) => records.push({ cls, at: dueAt - start, ms: performance.now() - dueAt, ...answer })));
  };
  const interval = 1000 / rate;
  let nextSteady = start;
  const nextPeriodic = periodic.map((flow) => start + (flow.offsetMs ?? 0));
  for (;;) {
    const now = performance.now();
    while (nextSteady <= now && nextSteady < end) {
      fire(nextSteady);
      nextSteady += interval;
    }
    periodic.forEach((flow, index) => {
      while (nextPeriodic[index] <= now && nextPeriodic[index] < end) {
        const dueAt = nextPeriodic[index];
        if (pending.size < maxInFlight)
          track(flow.run(dueAt).then((list) => records.push(...list.map((r) => ({ ...r, at: dueAt - start })))));
        else dropped += 1;
        nextPeriodic[index] += flow.everyMs;
      }
    });
    if (now >= end) break;
    const due = Math.min(nextSteady, ...nextPeriodic);
    await sleep(Math.max(0, Math.min(due - performance.now(), 5)));
  }
  await Promise.all([...pending]);
  lags.sort((a, b) => a - b);
  return {
    records,
    sent,
    dropped,
    lagP99Ms: Math.round(lags[Math.floor(lags.length * 0.99)] ?? 0),
    lagMaxMs: Math.round(lags.at(-1) ?? 0),
  };
}
