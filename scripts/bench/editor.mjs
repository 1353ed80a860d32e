#!/usr/bin/env node
// Editor keystroke → preview latency (issue 5): Playwright opens the editor of a 3-page resume, types 200 characters
// into a work description and measures, per keydown, the time until the live preview's DOM changes (p50 / p95 /
// max), plus every long task (> 50 ms, PerformanceObserver 'longtask') while typing. BENCH_TRACE=1 also records a
// Chromium trace while typing and prints where the main thread's time went per keystroke (script, layout, paint);
// tracing costs time itself, so its latency figures are not comparable with an untraced run.
// Uses DATABASE_URL when set (a scratch database: it adds one user and one resume), else an embedded database in a
// temporary folder. The production build must be current (`npm start` once first, or NEXT_DIST_DIR = a built folder).
//   node scripts/bench/editor.mjs [chars=200] [delayMs=40]
//   BENCH_BASE_URL=http://127.0.0.1:3000 AUTH_SECRET=… DATABASE_URL=… node scripts/bench/editor.mjs
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { migrateDeploy } from "../db-migrate.mjs";

const chars = Math.max(50, Number(process.argv[2] ?? 200));
const delayMs = Math.max(0, Number(process.argv[3] ?? 40));
// BENCH_BASE_URL measures a server that is already running (it must use this DATABASE_URL and AUTH_SECRET).
const reuse = process.env.BENCH_BASE_URL;
const secret = reuse ? process.env.AUTH_SECRET : crypto.randomBytes(32).toString("base64url");
if (reuse && (!secret || !process.env.DATABASE_URL))
  throw new Error("BENCH_BASE_URL needs the server's AUTH_SECRET and DATABASE_URL");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-editor-"));

const bullets = (prefix, n) =>
  Array.from(
    { length: n },
    (_, i) => `- ${prefix} ${i + 1}: shipped a measurable improvement, reviewed designs and mentored two engineers`,
  ).join("\n");
const item = (title, subTitle, n) => ({
  id: crypto.randomUUID(),
  title,
  subTitle,
  startDate: "2015-01",
  endDate: "2019-12",
  city: "Berlin",
  description: `Led the work on ${title}.\n${bullets(title, n)}`,
  styles: {},
});
const document = {
  basicInfo: {
    name: "Alex Morgan",
    title: "Senior Software Engineer",
    email: "alex@example.com",
    cellphone: "+49 30 1234567",
    location: "Berlin",
    avatar: "",
    birth: "",
    wechat: "",
  },
  links: [{ name: "GitHub", src: "https://github.com/alex" }],
  sections: [
    {
      id: "p",
      name: "Profile",
      type: "custom",
      kind: "profile",
      profile: true,
      onlyDesc: true,
      data: [{ title: "", description: "Engineer with ten years of building payment and data systems. ".repeat(5) }],
    },
    {
      id: "w",
      name: "Work Experience",
      type: "empolyment",
      kind: "empolyment",
      data: ["Northwind", "Contoso", "Fabrikam", "Tailspin", "Litware", "Adventure Works"].map((c) =>
        item(c, "Engineer", 8),
      ),
    },
    {
      id: "pr",
      name: "Projects",
      type: "custom",
      kind: "project",
      data: ["Rate limiter", "Checkout rewrite", "Search", "Data lake"].map((c) => item(c, "Lead", 5)),
    },
    {
      id: "e",
      name: "Education",
      type: "education",
      kind: "education",
      data: [item("TU Berlin", "MSc Computer Science", 3)],
    },
    {
      id: "s",
      name: "Skills",
      type: "skills",
      kind: "skills",
      tagStyle: "tag",
      data: ["TypeScript", "Go", "PostgreSQL", "Kafka", "Kubernetes", "React"].map((title) => ({
        title,
        description: "",
      })),
    },
  ],
};

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const userId = `bench${crypto.randomBytes(8).toString("hex")}`;
  const resumeId = `bench${crypto.randomBytes(8).toString("hex")}`;
  await client.query(`INSERT INTO "User" (id, email, "nickName", "updatedAt") VALUES ($1, $2, 'Bench', now())`, [
    userId,
    `${userId}@bench.test`,
  ]);
  // Every token names its session record (claim sid), as a sign-in makes one.
  const sessionId = `bench${crypto.randomBytes(8).toString("hex")}`;
  await client.query(
    `INSERT INTO "Session" (id, "userId", "sessionVersion", "userAgent") VALUES ($1, $2, 0, 'bench')`,
    [sessionId, userId],
  );
  await client.query(
    `INSERT INTO "Resume" (id, "userId", uuid, name, data, config, "updatedAt") VALUES ($1, $2, $5, 'Bench resume', $3, $4, now())`,
    [
      resumeId,
      userId,
      JSON.stringify(document),
      JSON.stringify({ templateName: "TemplateModern", templateTheme: "emerald", lang: "en" }),
      crypto.randomUUID(),
    ],
  );
  await client.end();
  return { userId, resumeId, sessionId };
}

const startServer = (databaseUrl, pooled) => startBenchServer({ databaseUrl, pooled, secret, dataDir: tmp });

/**
 * Runs in the page: pairs each keydown with the next change of the preview's DOM, and records long tasks. A keydown
 * still waiting when the next one arrives is "lagging": the preview did not keep up with the typing (or the key
 * changed nothing it shows, which the caret placement below rules out).
 */
function instrument() {
  const state = { pending: [], latencies: [], longTasks: [], lagging: 0 };
  window.__editorBench = state;
  let counted = 0;
  window.addEventListener(
    "keydown",
    () => {
      state.lagging += state.pending.length - counted;
      state.pending.push(performance.now());
      counted = state.pending.length - 1;
    },
    true,
  );
  const target = document.querySelector('[data-testid="resume-preview"]');
  new MutationObserver(() => {
    const now = performance.now();
    for (const t of state.pending) state.latencies.push(now - t);
    state.pending = [];
    counted = 0;
  }).observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(Math.round(entry.duration));
  }).observe({ type: "longtask" });
}

/** Main-thread time per keystroke by kind, from the renderer's top-level trace events (nested ones not counted twice). */
async function startTrace(context, page) {
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (chunk) => events.push(...chunk.value));
  await cdp.send("Tracing.start", {
    categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  const kinds = {
    EventDispatch: "script",
    FunctionCall: "script",
    TimerFire: "script",
    FireAnimationFrame: "script",
    RunMicrotasks: "script",
    UpdateLayoutTree: "style",
    Layout: "layout",
    PrePaint: "paint",
    Paint: "paint",
    Layerize: "paint",
    Commit: "paint",
  };
  return {
    async stop(keystrokes) {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      const busy = {};
      for (const e of events)
        if (e.ph === "X" && e.name === "RunTask") busy[`${e.pid}:${e.tid}`] = (busy[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
      const main = Object.entries(busy).sort((a, b) => b[1] - a[1])[0]?.[0];
      // Self time per kind: an event's time minus its tracked children's (a forced layout inside a key handler is layout).
      const totals = { script: 0, style: 0, layout: 0, paint: 0 };
      const stack = [];
      for (const e of events
        .filter((x) => x.ph === "X" && `${x.pid}:${x.tid}` === main && kinds[x.name])
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
        while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
        const parent = stack.at(-1);
        if (parent) totals[kinds[parent.name]] -= e.dur / 1000;
        totals[kinds[e.name]] += e.dur / 1000;
        stack.push(e);
      }
      return Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, round1(v / keystrokes)]));
    },
  };
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round1 = (x) => Math.round(x * 10) / 10;

let embedded;
let server;
let browser;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
  const { userId, resumeId, sessionId } = await seed(databaseUrl);
  const token = await encode({ token: { sub: userId, sessionVersion: 0, sid: sessionId }, secret });
  server = reuse ? { base: reuse, stop: async () => undefined } : await startServer(databaseUrl, Boolean(embedded));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: "x-cid", value: token, url: server.base, httpOnly: true },
    { name: "x-signed-in", value: "1", url: server.base },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.base}/editor/${resumeId}`);
  const field = page.getByLabel("Description").nth(1);
  await field.waitFor();
  // The preview counts its pages (data-pages) once the fonts are in and it has measured the A4 rows (297 mm + 8 mm).
  await page.evaluate(() => document.fonts.ready);
  const pages = await (
    await page.waitForFunction(() => {
      const preview = document.querySelector('[data-testid="resume-preview"]');
      const book = preview?.querySelector(".rs-book");
      const mm = 96 / 25.4;
      const expected = book ? Math.round((book.offsetHeight + 8 * mm) / (305 * mm)) : 0;
      return expected > 0 && Number(preview.dataset.pages) === expected && expected;
    })
  ).jsonValue();
  await field.click();
  // Inside the last word of the description, not after it: the Markdown renderer drops a line's trailing spaces, so
  // a space typed at the end of a line changes nothing in the preview and would be paired with the next key's update
  // (one typing interval later), which measured the typing speed, not the editor.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("ArrowLeft");
  await page.evaluate(instrument);
  const trace = process.env.BENCH_TRACE ? await startTrace(context, page) : null;
  const text = "Improved p95 latency by 40 percent across the checkout flow. ".repeat(5).slice(0, chars);
  await page.keyboard.type(text, { delay: delayMs });
  await page.waitForTimeout(500);
  const breakdown = trace ? await trace.stop(chars) : undefined;
  const result = await page.evaluate(() => window.__editorBench);
  const lat = result.latencies;
  console.log(
    JSON.stringify({
      chars,
      delayMs,
      previewPages: pages,
      measured: lat.length,
      laggingKeystrokes: result.lagging,
      p50Ms: round1(percentile(lat, 50)),
      p95Ms: round1(percentile(lat, 95)),
      maxMs: round1(Math.max(...lat)),
      longTasks: result.longTasks.length,
      longestTaskMs: Math.max(0, ...result.longTasks),
      ...(breakdown ? { perKeystrokeMs: breakdown } : {}),
    }),
  );
} finally {
  await browser?.close();
  await server?.stop();
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
