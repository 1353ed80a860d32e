#!/usr/bin/env node
// First-load JavaScript per public page (issue 6 §11): the measurement is scripts/bench/lib/first-load.mjs. Budget:
// 160 kB gzip per page; exits 1 when any page is over. `npm test`'s browser step checks the same budget on its own
// build (tests/e2e/first-load-budget.spec.ts); this script is for measuring by hand and for docs/benchmarks.md.
//   node scripts/bench/bundle.mjs [--files]   (--files: every script of every page with its gzip size)
//   BENCH_BASE_URL=http://127.0.0.1:3000 node scripts/bench/bundle.mjs   (measure a server already running)
import { openBenchTarget } from "./lib/bench-target.mjs";
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from "./lib/first-load.mjs";

const showFiles = process.argv.includes("--files");

const target = await openBenchTarget("bundle");
let isOver = false;
try {
  const rows = await measureFirstLoad(target.base);
  for (const row of rows) {
    if (row.status !== 200) {
      console.log(JSON.stringify({ route: row.route, url: row.url, status: row.status, note: "not measured" }));
      continue;
    }
    isOver ||= row.isOverBudget;
    console.log(
      JSON.stringify({
        route: row.route,
        files: row.files.length,
        firstLoadKbGzip: row.firstLoadKb,
        overBudget: row.isOverBudget,
      }),
    );
    if (showFiles) row.files.forEach((file) => console.log(`    ${String(file.kb).padStart(6)} kB  ${file.path}`));
  }
  const measured = rows.filter((row) => row.status === 200);
  console.log("\n| route | JS files | first-load JS (kB gzip) | largest file (kB gzip) |\n|---|---|---|---|");
  for (const row of measured)
    console.log(`| ${row.route} | ${row.files.length} | ${row.firstLoadKb} | ${row.largestKb} |`);
  console.log(
    isOver
      ? `\nat least one page is over ${FIRST_LOAD_BUDGET_KB} kB gzip`
      : `\nevery page is within ${FIRST_LOAD_BUDGET_KB} kB gzip`,
  );
} finally {
  await target.stop();
}
process.exitCode = isOver ? 1 : 0;
