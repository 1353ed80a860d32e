#!/usr/bin/env node
// PDF speed through the real HTTP endpoint (POST /api/download/{id}) of the production server:
//   cold = the first PDF after the server starts (Chromium launch, first page, fonts), one per server start;
//   warm = the following renders on the warm browser and its pooled pages, one at a time; p50 and p95;
//   floor = a bare warm page.pdf() of a static two-page HTML in the same Chromium (scripts/bench/lib/pdf-floor.mjs),
//     timed between the warm renders so both see the same machine load; warm p50 is printed as a multiple of it;
//   concurrent = PDFs per second with `concurrency` downloads in flight (and the floor's with as many pages).
// The resume is a realistic two-page English resume. Uses DATABASE_URL when set (a scratch database: it adds one
// user and one resume), else an embedded database in a temporary folder. The build must be current (`npm start`
// once first, or set NEXT_DIST_DIR to a built folder).
// BENCH_PDF_MAX_RATIO (e.g. 3) makes the run fail when warm p50 ÷ floor p50 is above it (a regression guard).
//   node scripts/bench/pdf.mjs [warmRenders=40] [coldStarts=3] [concurrency=4]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { getDocumentProxy } from "unpdf";
import { startEmbeddedDb } from "../lib/embedded-db.mjs";
import { root } from "../lib/launch-env.mjs";
import { startBenchServer } from "./lib/bench-server.mjs";
import { startPdfFloor } from "./lib/pdf-floor.mjs";
import { migrateDeploy } from "../db-migrate.mjs";

const warmRenders = Math.max(30, Number(process.argv[2] ?? 40));
const coldStarts = Math.max(1, Number(process.argv[3] ?? 3));
const concurrency = Math.max(1, Number(process.argv[4] ?? 4));
const maxRatio = process.env.BENCH_PDF_MAX_RATIO ? Number(process.env.BENCH_PDF_MAX_RATIO) : undefined;
const secret = crypto.randomBytes(32).toString("base64url");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rb-bench-pdf-"));

const bullets = (prefix, n) =>
  Array.from(
    { length: n },
    (_, i) =>
      `- ${prefix} ${i + 1}: shipped a measurable improvement, reviewed designs and mentored two engineers along the way`,
  ).join("\n");
const item = (title, subTitle, startDate, endDate, n) => ({
  title,
  subTitle,
  startDate,
  endDate,
  city: "Berlin",
  description: `Led the work on ${title}.\n${bullets(title, n)}`,
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
      data: [{ title: "", description: "Engineer with ten years of building payment and data systems. ".repeat(4) }],
    },
    {
      id: "w",
      name: "Work Experience",
      type: "empolyment",
      kind: "empolyment",
      data: [
        item("Northwind Payments", "Staff Engineer", "2020-01", "", 6),
        item("Contoso Data", "Senior Engineer", "2016-05", "2019-12", 5),
        item("Fabrikam", "Engineer", "2013-09", "2016-04", 4),
      ],
    },
    {
      id: "pr",
      name: "Projects",
      type: "custom",
      kind: "project",
      data: [
        item("Open-source rate limiter", "Maintainer", "2021-01", "", 4),
        item("Checkout rewrite", "Lead", "2022-01", "2022-09", 4),
      ],
    },
    {
      id: "e",
      name: "Education",
      type: "education",
      kind: "education",
      data: [item("TU Berlin", "MSc Computer Science", "2009-10", "2011-05", 2)],
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
  await client.query(
    `INSERT INTO "User" (id, email, "nickName", "isLifetime", "updatedAt") VALUES ($1, $2, 'Bench', true, now())`,
    [userId, `${userId}@bench.test`],
  );
  // Every token names its session record (claim sid), as a sign-in makes one.
  const sessionId = `bench${crypto.randomBytes(8).toString("hex")}`;
  await client.query(
    `INSERT INTO "Session" (id, "userId", "sessionVersion", "userAgent") VALUES ($1, $2, 0, 'bench')`,
    [sessionId, userId],
  );
  await client.query(
    `INSERT INTO "Resume" (id, "userId", uuid, name, data, config, "updatedAt") VALUES ($1, $2, $5, 'Alex Morgan - Senior Software Engineer', $3, $4, now())`,
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

async function timePdf(base, resumeId, token) {
  const t0 = performance.now();
  const response = await fetch(`${base}/api/download/${resumeId}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ format: "two" }),
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - t0;
  if (response.status !== 200)
    throw new Error(`download answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
  return { ms, body };
}

/** PDFs per second with `concurrency` downloads in flight, `count` in all. */
async function pdfsPerSecond(base, resumeId, token, count) {
  let left = count;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left > 0) {
        left -= 1;
        await timePdf(base, resumeId, token);
      }
    }),
  );
  return count / ((performance.now() - t0) / 1000);
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (x) => Math.round(x);

let embedded;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedDb({ dataDir: path.join(tmp, "pglite") });
    databaseUrl = embedded.url;
  }
  await migrateDeploy({ url: databaseUrl, migrationsDir: path.join(root, "prisma/migrations") });
  const { userId, resumeId, sessionId } = await seed(databaseUrl);
  const token = await encode({ token: { sub: userId, sessionVersion: 0, sid: sessionId }, secret });

  const cold = [];
  const warm = [];
  const floorMs = [];
  let pages = 0;
  let floorPages = 0;
  let perSecond = 0;
  let floorPerSecond = 0;
  const floor = await startPdfFloor();
  for (let start = 0; start < coldStarts; start += 1) {
    const server = await startServer(databaseUrl, Boolean(embedded));
    try {
      const first = await timePdf(server.base, resumeId, token);
      cold.push(first.ms);
      if (start === coldStarts - 1) {
        pages = (await getDocumentProxy(first.body)).numPages;
        floorPages = (await getDocumentProxy(await floor.sample())).numPages;
        for (let i = 0; i < 3; i += 1) await timePdf(server.base, resumeId, token); // let the pool's second page warm up
        for (let i = 0; i < warmRenders; i += 1) {
          warm.push((await timePdf(server.base, resumeId, token)).ms);
          floorMs.push(await floor.time());
        }
        perSecond = await pdfsPerSecond(server.base, resumeId, token, warmRenders);
        floorPerSecond = await floor.throughput(concurrency, warmRenders);
      }
    } finally {
      await server.stop();
    }
  }
  await floor.close();
  const warmP50 = percentile(warm, 50);
  const floorP50 = percentile(floorMs, 50);
  const overFloor = Number((warmP50 / floorP50).toFixed(2));
  console.log(
    JSON.stringify({
      pages,
      coldStarts,
      coldMs: cold.map(round),
      coldMedianMs: round(percentile(cold, 50)),
      warmRenders,
      warmP50Ms: round(warmP50),
      warmP95Ms: round(percentile(warm, 95)),
      warmMinMs: round(Math.min(...warm)),
      coldOverWarm: Number((percentile(cold, 50) / warmP50).toFixed(1)),
      floorPages,
      floorP50Ms: Number(floorP50.toFixed(1)),
      floorP95Ms: Number(percentile(floorMs, 95).toFixed(1)),
      warmP50OverFloor: overFloor,
      concurrency,
      pdfsPerSecond: Number(perSecond.toFixed(1)),
      floorPdfsPerSecond: Number(floorPerSecond.toFixed(1)),
      loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    }),
  );
  if (maxRatio !== undefined && overFloor > maxRatio) {
    console.error(`warm p50 is ${overFloor}× the bare page.pdf() floor, over the allowed ${maxRatio}×`);
    process.exitCode = 1;
  }
} finally {
  await embedded?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
