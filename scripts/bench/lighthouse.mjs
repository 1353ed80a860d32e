#!/usr/bin/env node
// Lighthouse (pinned 12.2.3, mobile preset: simulated slow 4G and 4× CPU slowdown) against the production server on
// the system Chromium, issue 23 item 8: home, templates, one template page, pricing and a public resume, in English
// (/) and Chinese (/ch/). Prints one row per page (performance, accessibility, SEO, best practices, LCP, CLS, TBT)
// and the failing audits of every category below 100, and exits non-zero below the bar:
//   accessibility 100 and SEO 100 always (deterministic: they do not depend on the machine's load);
//   performance ≥ 95 only with --performance (or LIGHTHOUSE_ENFORCE_PERFORMANCE=1): the score moves with CPU load,
//   so on a shared 2-core machine it is reported, not enforced (docs/benchmarks.md "Lighthouse").
// Like bench:pdf it starts the launcher on NEXT_DIST_DIR (default .next; it builds when that build is stale) against a
// scratch database: DATABASE_URL when set (it adds one user and one public resume), else an embedded database in a
// temporary folder; with DATABASE_URL it first waits for the start's cover job (covers rendered in Chromium, which
// would otherwise run beside the first pages measured). CHROMIUM_PATH overrides /usr/bin/chromium. --json <file>
// writes the rows, --reports <dir> each page's whole Lighthouse report (open it in
// https://googlechrome.github.io/lighthouse/viewer/).
//   node scripts/bench/lighthouse.mjs [--performance] [--only /ch/pricing] [--json out.json] [--reports dir]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import pg from "pg";
import puppeteer from "puppeteer-core";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { migrateDeploy } from "../db-migrate.mjs";
import { waitForCoverJob } from "./lib/cover-job.mjs";

const args = process.argv.slice(2);
const argValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const enforcePerformance = args.includes("--performance") || process.env.LIGHTHOUSE_ENFORCE_PERFORMANCE === "1";
const only = argValue("--only");
const jsonOut = argValue("--json");
const reportsDir = argValue("--reports");
const BAR = { performance: 95, accessibility: 100, seo: 100 };
// The flags the issue names: no sandbox (root here), nothing that reaches the network on its own.
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const secret = crypto.randomBytes(32).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-lighthouse-"));

// A short, realistic public resume that allows indexing (a page marked noindex fails Lighthouse's "is crawlable"
// SEO audit on purpose: the owner chose that).
const resumeData = {
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
      data: [{ title: "", description: "Engineer with ten years of building payment and data systems." }],
    },
    {
      id: "w",
      name: "Work Experience",
      type: "empolyment",
      kind: "empolyment",
      data: [
        {
          title: "Northwind Payments",
          subTitle: "Staff Engineer",
          startDate: "2020-01",
          endDate: "",
          city: "Berlin",
          description: "Led the checkout platform.\n- Cut payment latency by 40 %\n- Mentored four engineers",
        },
      ],
    },
    {
      id: "s",
      name: "Skills",
      type: "skills",
      kind: "skills",
      tagStyle: "tag",
      data: ["TypeScript", "Go", "PostgreSQL"].map((title) => ({ title, description: "" })),
    },
  ],
};

async function seedPublicResume(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const userId = `bench${crypto.randomBytes(8).toString("hex")}`;
    const uuid = crypto.randomUUID();
    await client.query(`INSERT INTO "User" (id, email, "nickName", "updatedAt") VALUES ($1, $2, 'Bench', now())`, [
      userId,
      `${userId}@bench.test`,
    ]);
    await client.query(
      `INSERT INTO "Resume" (id, "userId", uuid, name, data, config, "isPublic", "allowIndexing", "updatedAt")
       VALUES ($1, $2, $3, 'Alex Morgan - Senior Software Engineer', $4, $5, true, true, now())`,
      [
        `bench${crypto.randomBytes(8).toString("hex")}`,
        userId,
        uuid,
        JSON.stringify(resumeData),
        JSON.stringify({ templateName: "TemplateModern", templateTheme: "emerald", lang: "en", isPublic: true }),
      ],
    );
    return uuid;
  } finally {
    await client.end();
  }
}

/** The first template detail link the catalogue page shows (the catalogue is seeded when the app starts). */
async function firstTemplatePath(base) {
  const html = await (await fetch(`${base}/templates`)).text();
  const match = html.match(/href="(\/templates\/[A-Za-z0-9_-]+)"/);
  if (!match) throw new Error("no template link on /templates");
  return match[1];
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

/** One Lighthouse run (mobile preset, the default config) of `url` in the shared browser. */
async function audit(port, url, reportFile) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
  });
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const failing = {};
  for (const [key, category] of Object.entries(categories)) {
    if (category.score === 1) continue;
    failing[key] = category.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ({ id: ref.id, score: audits[ref.id].score, value: audits[ref.id].displayValue ?? "" }));
  }
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    seo: score(categories.seo),
    bestPractices: score(categories["best-practices"]),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"].numericValue),
    failing,
    runtimeError: result.lhr.runtimeError?.message,
  };
}

function printTable(rows) {
  const head = ["page", "perf", "a11y", "seo", "best", "LCP ms", "CLS", "TBT ms"];
  const lines = rows.map((r) => [
    r.path,
    r.performance,
    r.accessibility,
    r.seo,
    r.bestPractices,
    r.lcpMs,
    r.cls,
    r.tbtMs,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
  console.log(format(head));
  for (const line of lines) console.log(format(line));
}

let embedded;
let browser;
let server;
let failed = false;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
  const uuid = await seedPublicResume(databaseUrl);
  const startedAt = new Date();
  server = await startBenchServer({ databaseUrl, pooled: Boolean(embedded), secret, dataDir: tmp });
  // The embedded database takes one connection, the server's: there the run measures beside the cover job.
  if (!embedded) {
    const coverWait = Date.now();
    const coversDone = await waitForCoverJob(databaseUrl, startedAt);
    console.log(
      coversDone
        ? `covers rendered (${Math.round((Date.now() - coverWait) / 1000)} s after the server answered)`
        : "the cover job did not finish within 3 minutes: measuring beside it",
    );
  }
  const template = await firstTemplatePath(server.base);
  const pages = ["/", "/templates", template, "/pricing", `/r/${uuid}`];
  const paths = [...pages, ...pages.map((p) => (p === "/" ? "/ch" : `/ch${p}`))].filter((p) => !only || p === only);

  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [...CHROMIUM_FLAGS, "--remote-debugging-port=0"],
  });
  const port = Number(new URL(browser.wsEndpoint()).port);
  // One untimed visit per page first: a page rendered on its first request (templates, ISR) and the covers rendered
  // on first use would otherwise be timed once, cold, unlike what a visitor meets.
  for (const p of paths) await fetch(`${server.base}${p}`).then((r) => r.arrayBuffer());

  const rows = [];
  for (const p of paths) {
    const name = p.replace(uuid, "{uuid}");
    const reportFile = reportsDir && path.join(reportsDir, `${name.replace(/[^A-Za-z0-9]+/g, "_") || "_"}.json`);
    const row = { path: name, ...(await audit(port, `${server.base}${p}`, reportFile)) };
    rows.push(row);
    const below = [
      row.accessibility < BAR.accessibility && "accessibility",
      row.seo < BAR.seo && "SEO",
      enforcePerformance && row.performance < BAR.performance && "performance",
    ].filter(Boolean);
    if (below.length || row.runtimeError) failed = true;
    if (row.runtimeError) console.error(`${row.path}: ${row.runtimeError}`);
    for (const [category, audits] of Object.entries(row.failing))
      console.error(
        `${row.path} ${category}: ${audits.map((a) => `${a.id}${a.value ? ` (${a.value})` : ""}`).join(", ")}`,
      );
  }
  printTable(rows);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
  console.log(
    `bar: accessibility ${BAR.accessibility}, SEO ${BAR.seo}` +
      (enforcePerformance ? `, performance ≥ ${BAR.performance}` : ` (performance ≥ ${BAR.performance} not enforced)`) +
      ` · load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} on ${os.cpus().length} cores`,
  );
  if (failed) console.error("below the bar");
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await server?.stop();
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
