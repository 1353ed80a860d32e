#!/usr/bin/env node
// AI creator streaming overhead (issue 13 item 6), through the real HTTP endpoints of the production server against
// the fake OpenAI-compatible model (tests/fakes/openai-server.ts) with a fixed first-token delay:
//   added to the first event = time from sending GET /api/generateResumeByStream to the first `message` event, minus
//     the model's first-token delay (session, task claim, token reservation, the upstream request, parsing, mapping);
//   per event = time from the fake writing a content chunk to the `message` event it produced reaching the client
//     (chunks 150 ms apart, so the 100 ms draft throttle never holds one back);
//   disconnect = time from the client aborting mid-stream to the fake seeing its upstream request aborted, and to the
//     REFUND row in the ledger.
// Target: p95 ≤ 50 ms for the first two. Uses DATABASE_URL when set (a scratch database: it adds one user, its tasks
// and resumes), else an embedded database in a temporary folder. The server gets AI_BASE_URL and AI_MODEL at start
// (any current build serves: settings are read at run time, scripts/lib/build-state.mjs).
//   node scripts/bench/ai.mjs [runs=20] [disconnects=10] [firstTokenDelayMs=500]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createJiti } from "jiti";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { migrateDeploy } from "../db-migrate.mjs";

const runs = Math.max(5, Number(process.argv[2] ?? 20));
const disconnects = Math.max(3, Number(process.argv[3] ?? 10));
const firstTokenDelayMs = Math.max(0, Number(process.argv[4] ?? 500));
const CHUNK_DELAY_MS = 150;
const secret = crypto.randomBytes(32).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-ai-"));

// The fake is TypeScript shared with the tests; jiti compiles it on the fly.
const { startFakeOpenAIServer } = await createJiti(import.meta.url).import(
  path.join(root, "tests/fakes/openai-server.ts"),
);

const entry = (organization, title) => ({
  organization,
  title,
  startDate: "2020-01",
  endDate: "present",
  city: "Berlin",
  description: `Led the work at ${organization}.\n- Shipped a measurable improvement\n- Mentored two engineers`,
});
const draft = {
  title: "Senior Software Engineer",
  summary: "Engineer with ten years of building payment and data systems, from design to operations.",
  work: [entry("Northwind", "Senior Engineer"), entry("Contoso", "Engineer")],
  education: [entry("TU Berlin", "MSc Computer Science")],
  projects: [entry("Checkout rewrite", "Lead")],
  skills: ["TypeScript", "Go", "PostgreSQL", "Kafka", "Kubernetes", "React"].map((name) => ({ name, level: "Expert" })),
};
const CHECK_MARKER = "Is this keyword a job title?";
const GENERATE_MARKER = "Write the resume for this job title";

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const userId = `bench${crypto.randomBytes(8).toString("hex")}`;
  const sessionId = `bench${crypto.randomBytes(8).toString("hex")}`;
  // Lifetime: no resume cap; a balance no run can exhaust.
  await client.query(
    `INSERT INTO "User" (id, email, "nickName", "isLifetime", "tokenBalance", "updatedAt") VALUES ($1, $2, 'Bench', true, 100000000, now())`,
    [userId, `${userId}@bench.test`],
  );
  await client.query(
    `INSERT INTO "Session" (id, "userId", "sessionVersion", "userAgent") VALUES ($1, $2, 0, 'bench')`,
    [sessionId, userId],
  );
  return { client, userId, sessionId };
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const summary = (xs) => ({
  n: xs.length,
  p50: Math.round(percentile(xs, 50) * 10) / 10,
  p95: Math.round(percentile(xs, 95) * 10) / 10,
  max: Math.round(Math.max(...xs) * 10) / 10,
});

async function createTask(base, token) {
  const response = await fetch(`${base}/api/checkIsValidProfession`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "x-locale": "en" },
    body: JSON.stringify({ keyword: "Software Engineer", template: "TemplateModern", aiProvider: "openai" }),
  });
  const body = await response.json();
  if (!body.data?.valid) throw new Error(`check answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.processId;
}

/** Opens the stream and calls onEvent(name, data, performance.now()) per event until the stream ends or it returns true. */
async function readStream(base, token, processId, onEvent, signal) {
  const response = await fetch(`${base}/api/generateResumeByStream?processId=${processId}&aiProvider=openai`, {
    headers: { Authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const now = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = [...frame.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join("\n");
      if (event && onEvent(event, data, now)) return;
    }
  }
}

let embedded;
let fake;
let server;
let db;
try {
  fake = await startFakeOpenAIServer();
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
  const seeded = await seed(databaseUrl);
  db = seeded.client;
  const token = await encode({ token: { sub: seeded.userId, sessionVersion: 0, sid: seeded.sessionId }, secret });
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_MODEL = "fake-bench";
  process.env.AI_API_KEY = "bench";
  server = await startBenchServer({ databaseUrl, pooled: Boolean(embedded), secret, dataDir: tmp });

  const script = (generation) => {
    fake.reset();
    fake.setFirstTokenDelay(firstTokenDelayMs);
    fake.when(CHECK_MARKER, { kind: "json", content: { isJobTitle: true, normalizedTitle: "Software Engineer" } });
    fake.when(GENERATE_MARKER, generation);
  };

  // Latency of full runs. The first one warms the routes up and is not counted.
  script({ kind: "json", content: draft, chunks: 12, chunkDelayMs: CHUNK_DELAY_MS });
  const addedToFirst = [];
  const firstAfterChunk = [];
  const perEvent = [];
  let events = 0;
  for (let run = 0; run <= runs; run += 1) {
    const processId = await createTask(server.base, token);
    const requestIndex = fake.requests.length; // the generation request this stream will make
    const sentAt = performance.now();
    const arrivals = [];
    let finished = false;
    await readStream(server.base, token, processId, (event, _data, at) => {
      if (event === "message") arrivals.push(at);
      if (event === "finish") finished = true;
      if (event === "error") throw new Error(`run failed: ${_data}`);
      return event === "finish";
    });
    if (!finished || arrivals.length === 0) throw new Error("a run ended without events or finish");
    if (run === 0) continue;
    const chunks = fake.chunks.filter((c) => c.requestIndex === requestIndex).map((c) => c.atMs);
    addedToFirst.push(arrivals[0] - sentAt - firstTokenDelayMs);
    firstAfterChunk.push(arrivals[0] - chunks[0]);
    for (const at of arrivals) {
      const trigger = chunks.filter((c) => c <= at).at(-1);
      if (trigger !== undefined) perEvent.push(at - trigger);
    }
    events += arrivals.length;
  }

  // Disconnects: a stalled stream, the client aborts after the first event.
  script({ kind: "stall", text: JSON.stringify(draft), chunks: 12 });
  const toUpstreamAbort = [];
  const toRefund = [];
  for (let run = 0; run < disconnects; run += 1) {
    const processId = await createTask(server.base, token);
    const controller = new AbortController();
    const upstreamAborted = fake.waitForAbort(5_000);
    let leftAt = 0;
    await readStream(
      server.base,
      token,
      processId,
      (event) => {
        if (event !== "message") throw new Error(`expected a message first, got ${event}`);
        leftAt = Date.now();
        controller.abort();
        return true;
      },
      controller.signal,
    ).catch((error) => {
      if (error.name !== "AbortError") throw error;
    });
    toUpstreamAbort.push((await upstreamAborted).at - leftAt);
    for (;;) {
      const { rowCount } = await db.query(`SELECT 1 FROM "TokenRecord" WHERE type = 'REFUND' AND reference = $1`, [
        processId,
      ]);
      if (rowCount) break;
      if (Date.now() - leftAt > 10_000) throw new Error("no refund within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    toRefund.push(Date.now() - leftAt);
  }

  const result = {
    runs,
    firstTokenDelayMs,
    chunkDelayMs: CHUNK_DELAY_MS,
    messageEvents: events,
    addedToFirstEventMs: summary(addedToFirst),
    firstEventAfterFirstChunkMs: summary(firstAfterChunk),
    perEventMs: summary(perEvent),
    disconnects,
    disconnectToUpstreamAbortMs: summary(toUpstreamAbort),
    disconnectToRefundMs: summary(toRefund),
  };
  console.log(JSON.stringify(result));
  const met = result.addedToFirstEventMs.p95 <= 50 && result.perEventMs.p95 <= 50;
  console.log(
    `added to first event p95 ${result.addedToFirstEventMs.p95} ms, per event p95 ${result.perEventMs.p95} ms (target ≤ 50: ${met ? "met" : "MISSED"}); disconnect → upstream abort p95 ${result.disconnectToUpstreamAbortMs.p95} ms, → refund p95 ${result.disconnectToRefundMs.p95} ms`,
  );
} finally {
  await db?.end();
  await server?.stop();
  await fake?.close();
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
