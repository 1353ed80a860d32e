// Issue 21: the full journey in Chinese as one browser test — template page → sign-up → editor with theme → fill →
// pay → PDF → share → open the link on a phone (tests/e2e/start/journey.ts). The journey runs at 1366 px, the link
// opens at 390 px.
import { test } from "@playwright/test";
import { runJourney } from "./start/journey";
import { disconnectTestDb } from "./support/db";

test.afterAll(disconnectTestDb);
test.use({ viewport: { width: 1366, height: 900 } });

test("zh: template page → sign-up → editor with theme → fill → pay → PDF → share → the link on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await runJourney(page, browser, "zh");
});
