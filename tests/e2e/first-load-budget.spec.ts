// The first-load budget (issue 6 §11): every public page's JavaScript within 160 kB gzip, measured on the production
// build this suite already serves (scripts/bench/lib/first-load.mjs, the same measurement as `npm run bench:bundle`),
// so CI needs no separate build for it. This server is configured like a real deployment (OAuth providers, WeChat,
// the sandbox checkout), so a page that grows when a feature is configured is measured with it on.
import { expect, test } from "@playwright/test";
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from "../../scripts/bench/lib/first-load.mjs";
import { disconnectTestDb } from "./support/db";
import { seedResume } from "./support/resumes";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

test(`every public page loads at most ${FIRST_LOAD_BUDGET_KB} kB of JavaScript (gzip)`, async ({ baseURL }) => {
  test.setTimeout(180_000);
  // One public, indexable resume, so /r/[slug] is in the sitemap and measured too.
  const user = await seedUser("regular");
  await seedResume(user.id, { name: "Budget", isPublic: true, allowIndexing: true, config: { allowIndexing: true } });

  const rows = await measureFirstLoad(baseURL!);
  const measured = rows.filter((row) => row.status === 200);
  test.info().annotations.push({
    type: "first-load kB gzip",
    description: measured.map((row) => `${row.route} ${row.firstLoadKb}`).join(", "),
  });
  // The routes a visitor lands on are all measured (none answered a redirect or an error instead).
  expect(measured.map((row) => row.route)).toEqual(
    expect.arrayContaining(["/", "/ch", "/pricing", "/templates", "/templates/[item]", "/signin", "/r/[slug]"]),
  );
  expect(rows.filter((row) => row.status !== 200)).toEqual([]);
  expect(measured.filter((row) => row.isOverBudget).map((row) => `${row.route}: ${row.firstLoadKb} kB`)).toEqual([]);
});
