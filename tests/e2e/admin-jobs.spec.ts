// The admin jobs page (issue 23 item 2), /admin/jobs and /ch/admin/jobs at 390 and 1366 px: each queue of
// lib/server/jobs/job-queues.ts is a row with its schedule and the counts pg-boss's table holds, a failed job shows its
// queue, its tries and its error's first line with the address masked (never its data), a non-admin gets the 404
// page, and a phone never scrolls sideways. The failed job is written straight into pg-boss's table of the server's
// database (no personal data: a made-up address on example.test); nothing fetches a failed job, so the server's
// workers leave it alone.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

/** pg-boss's schema (JOB_SCHEMA of lib/server/jobs/job-runner.ts, server-only and so not importable here). */
const SCHEMA = "pgboss";

/** The table of lib/server/jobs/job-queues.ts, in its order: the name and cron schedule of each queue. */
const QUEUES = [
  ["order-expiry", "* * * * *"],
  ["ai-task-sweep", "* * * * *"],
  ["trash-purge", "7 */6 * * *"],
  ["rate-limit-purge", "*/5 * * * *"],
  ["catalogue-covers", null],
  ["order-receipt", null],
] as const;

const TEXT = {
  en: { title: "Background jobs", onDemand: "When the app asks", refresh: "Refresh", tries: "3 tries" },
  zh: { title: "后台任务", onDemand: "由应用按需添加", refresh: "刷新", tries: "共尝试 3 次" },
} as const;

const seeded: string[] = [];

test.afterAll(async () => {
  for (const id of seeded) await testDb().$executeRawUnsafe(`DELETE FROM ${SCHEMA}.job WHERE id = $1::uuid`, id);
  await disconnectTestDb();
});

/** The server made its queues at start (instrumentation-node.ts → startJobs); a row needs its queue's partition. */
async function queueExists(name: string): Promise<boolean> {
  try {
    const rows = await testDb().$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${SCHEMA}.queue WHERE name = $1`, name);
    return rows.length === 1;
  } catch {
    return false;
  }
}

/** A receipt job that failed after its three tries, as pg-boss leaves one; returns its id. */
async function seedFailedReceipt(tag: string): Promise<string> {
  await expect.poll(() => queueExists("order-receipt"), { timeout: 30_000 }).toBe(true);
  const output = {
    name: "Error",
    message: `550 5.1.1 <nobody-${tag}@example.test>: mailbox unavailable (e2e ${tag})\n    at SMTPConnection._actionRCPT`,
  };
  const [row] = await testDb().$queryRawUnsafe<{ id: string }[]>(
    `INSERT INTO ${SCHEMA}.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, policy,
       started_on, completed_on, output)
     VALUES ('order-receipt', $1::jsonb, 'failed', 2, 2, 30, true, 'standard', now(), now(), $2::jsonb)
     RETURNING id::text AS id`,
    JSON.stringify({ marker: `job-data-${tag}` }),
    JSON.stringify(output),
  );
  seeded.push(row!.id);
  return row!.id;
}

type TCounts = { queued: number; active: number; failed: number };

/** Each queue's counts as admin shows them (list-job-queues.ts): queued = created + retry. */
async function databaseCounts(): Promise<Record<string, TCounts>> {
  const rows = await testDb().$queryRawUnsafe<{ name: string; state: string; count: number }[]>(
    `SELECT name, state::text AS state, count(*)::int AS count FROM ${SCHEMA}.job GROUP BY name, state`,
  );
  const of = (name: string, ...states: string[]) =>
    rows.filter((row) => row.name === name && states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
  return Object.fromEntries(
    QUEUES.map(([name]) => [
      name,
      { queued: of(name, "created", "retry"), active: of(name, "active"), failed: of(name, "failed") },
    ]),
  );
}

async function expectFitsScreen(page: Page, width: number): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBeLessThanOrEqual(width);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [prefix, lang] of [
      ["", "en"],
      ["/ch", "zh"],
    ] as const) {
      const text = TEXT[lang];

      test(`an admin sees each queue's counts and a failed job's queue, tries and masked error (${prefix || "/"})`, async ({
        page,
        context,
        baseURL,
      }) => {
        const tag = randomUUID().slice(0, 8);
        await seedFailedReceipt(tag);
        await signIn(context, baseURL, await seedUser("admin"));

        expect((await page.goto(`${prefix}/admin/jobs`))?.status()).toBe(200);
        const section = page.getByRole("region", { name: text.title });
        await expect(section).toBeVisible();
        const rows = section.getByTestId("job-queue");
        await expect(rows).toHaveCount(QUEUES.length);

        // The sweeps tick every minute, so the counts may move between a read and the page: refresh until the page
        // shows what the table held just before and still holds just after.
        await expect(async () => {
          const before = await databaseCounts();
          const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/jobs");
          await section.getByRole("button", { name: text.refresh }).click();
          expect((await answer).status()).toBe(200);
          for (const [i, [name, cron]] of QUEUES.entries()) {
            const { queued, active, failed } = before[name]!;
            await expect(rows.nth(i).locator("td"), name).toHaveText(
              [name, cron ?? text.onDemand, String(queued), String(active), String(failed)],
              { timeout: 2_000 },
            );
          }
          expect(await databaseCounts()).toEqual(before);
        }).toPass({ timeout: 60_000 });
        // The seeded job is among the receipt queue's failures.
        const receiptFailed = rows
          .nth(QUEUES.length - 1)
          .locator("td")
          .last();
        expect(Number(await receiptFailed.textContent())).toBeGreaterThanOrEqual(1);
        // The schedule column is a wide screen's only (components/ui/paged-list/data-table.tsx).
        const schedule = rows.first().locator("td").nth(1);
        if (width < 640) await expect(schedule).toBeHidden();
        else await expect(schedule).toBeVisible();

        const failure = section.getByTestId("job-failure").filter({ hasText: `e2e ${tag}` });
        await expect(failure).toHaveCount(1);
        await expect(failure).toContainText("order-receipt");
        await expect(failure).toContainText(text.tries);
        await expect(failure).toContainText(`550 5.1.1 <[address]>: mailbox unavailable (e2e ${tag})`);
        await expect(section).not.toContainText(`nobody-${tag}@example.test`);
        await expect(section).not.toContainText("SMTPConnection");
        await expect(section).not.toContainText(`job-data-${tag}`);

        const box = await failure.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
        await expectFitsScreen(page, width);
      });

      test(`a signed-in user who is not an admin gets the 404 page and no jobs (${prefix || "/"})`, async ({
        page,
        context,
        baseURL,
      }) => {
        await signIn(context, baseURL, await seedUser("premium"));
        const response = await page.goto(`${prefix}/admin/jobs`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          lang === "zh" ? "页面不存在" : "Page not found",
        );
        await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
        await expect(page.getByTestId("job-queue")).toHaveCount(0);
        const api = await page.request.get("/api/admin/jobs");
        expect([403, 404]).toContain(api.status());
        expect(await api.text()).not.toContain("order-receipt");
        await expectFitsScreen(page, width);
      });
    }
  });
}
