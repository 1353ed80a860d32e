#!/usr/bin/env node
// The resume check without AI (issue 27 items 2-4): how long lib/shared/resume-check's checkResume takes on a 3-page
// resume, the whole check as the editor runs it on each change of the live document. The resume is the sample
// (lib/shared/resume/sample-resume.ts, two A4 pages) with its work and project entries doubled (new ids, the same
// text), about three pages; English and Chinese, each without and with a job description (item 4 runs the job
// match). `runs` timed runs per case after 50 warm-up runs, in this process (no build, server or browser: the check
// is a pure function); p50, p95 and max per case. Target: p95 ≤ 30 ms. The load average is printed before and after.
//   npm run bench:check -- [runs=500]   (node scripts/bench/check.mjs …)
import os from "node:os";
import path from "node:path";
import { createJiti } from "jiti";
import { root } from "../lib/launch-env.mjs";

const runs = Math.max(20, Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 500));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const load = (file) => jiti.import(path.join(root, file));
const { checkResume } = await load("lib/shared/resume-check/check-resume.ts");
const { sampleResume } = await load("lib/shared/resume/sample-resume.ts");

const TARGET_P95_MS = 30;
const loadavg = () => os.loadavg().map((x) => Number(x.toFixed(2)));
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};
const ms = (x) => Number(x.toFixed(2));

/** The sample with its work and project entries twice over: about three A4 pages. */
function threePages(lang) {
  const doc = sampleResume(lang);
  const sections = doc.data.sections.map((section) =>
    section.type === "empolyment" || section.kind === "project"
      ? {
          ...section,
          data: [...section.data, ...section.data.map((item, i) => ({ ...item, id: `${item.id}-copy-${i}` }))],
        }
      : section,
  );
  return { ...doc, data: { ...doc.data, sections } };
}

const jobs = {
  en: `Senior Backend Engineer. You will design and operate payment services in Go and Java on Kubernetes, with
PostgreSQL, Kafka and Redis. Experience with Terraform, AWS, observability (Prometheus, Grafana) and incident response
is required; GraphQL, gRPC and event sourcing are a plus. You mentor engineers, write design documents and own services
end to end. Payments experience, PCI compliance and fraud detection knowledge preferred.`,
  ch: `资深后端工程师。负责支付核心服务的设计与运维，使用 Go 与 Java，部署在 Kubernetes 上，熟悉 PostgreSQL、Kafka 与 Redis。
要求具备 Terraform、阿里云或 AWS、可观测性（Prometheus、Grafana）与故障处理经验；熟悉 GraphQL、gRPC 与事件溯源者优先。
指导工程师成长，撰写设计文档，端到端负责服务。具备支付、风控与合规经验者优先。`,
};

const before = loadavg();
console.log(`bench:check  node ${process.version}  ${os.cpus().length} cores  load before ${before.join(" ")}`);
console.log(`${runs} runs per case after 50 warm-up runs; target p95 ≤ ${TARGET_P95_MS} ms`);
const rows = [];
for (const lang of ["en", "ch"]) {
  const doc = threePages(lang);
  const chars = JSON.stringify(doc.data).length;
  for (const withJob of [false, true]) {
    const input = withJob ? { ...doc, jobDescription: jobs[lang] } : doc;
    let findings = 0;
    for (let i = 0; i < 50; i += 1) findings = checkResume(input).length;
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      checkResume(input);
      times.push(performance.now() - t0);
    }
    const row = {
      case: `${lang}${withJob ? " + job" : ""}`,
      "data chars": chars,
      findings,
      "p50 ms": ms(percentile(times, 50)),
      "p95 ms": ms(percentile(times, 95)),
      "max ms": ms(Math.max(...times)),
    };
    rows.push(row);
  }
}
console.table(rows);
const worst = Math.max(...rows.map((row) => row["p95 ms"]));
console.log(`worst p95 ${worst} ms: ${worst <= TARGET_P95_MS ? "met" : "MISSED"} (target ≤ ${TARGET_P95_MS} ms)`);
console.log(`load after ${loadavg().join(" ")}`);
