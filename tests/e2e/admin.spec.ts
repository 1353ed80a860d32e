// The admin area in the browser (issue 16 items 7-8): a non-admin gets the 404 page; an admin filters every user's
// orders by status and e-mail, grants a membership (and sees the audit row), and approves a student / open-source
// application another user submitted through /offer, which makes that user premium. Users and orders are seeded
// straight into the server's database and signed in with a session cookie (tests/e2e/support/).
import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { disconnectTestDb, testDb } from "./support/db";
import { signIn } from "./support/session";
import { seedUser } from "./support/users";

test.afterAll(disconnectTestDb);

const DAY = 24 * 60 * 60 * 1000;

async function seedOrder(userId: string, status: "CREATED" | "PAID" | "EXPIRED", plan: "MONTHLY" | "YEARLY") {
  return testDb().order.create({
    data: {
      userId,
      plan,
      paymentMethod: "TEST",
      amountCents: plan === "MONTHLY" ? 1000 : 6000,
      currency: "USD",
      status,
      paidAt: status === "PAID" ? new Date() : null,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    },
  });
}

async function newSignedInPage(
  browser: Browser,
  baseURL: string | undefined,
  user: { id: string; sessionVersion: number },
) {
  const context = await browser.newContext();
  await signIn(context, baseURL, user);
  return { context, page: await context.newPage() };
}

test("a signed-in user who is not an admin gets the 404 page on every admin page and API", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(context, baseURL, await seedUser("premium"));
  for (const path of ["/admin/orders", "/admin/memberships", "/ch/admin/applications"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      path.startsWith("/ch") ? "页面不存在" : "Page not found",
    );
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  }
  const api = await page.request.get("/api/ordersAdmin");
  expect(api.ok()).toBe(false);
  expect([403, 404]).toContain(api.status());
});

test("a visitor is sent to sign in first, and comes back to the offer or admin page after", async ({ page }) => {
  for (const [path, signInPage] of [
    ["/offer", "/signin?prev=%2Foffer"],
    ["/ch/offer", "/ch/login?prev=%2Fch%2Foffer"],
    ["/admin/orders", "/signin?prev=%2Fadmin%2Forders"],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname + url.search === signInPage);
  }
});

test("an admin filters all orders by status and by the buyer's e-mail", async ({ page, context, baseURL }) => {
  const tag = randomUUID().slice(0, 8);
  const alice = await seedUser("regular", { email: `alice-${tag}@example.test`, nickName: "Alice" });
  const bob = await seedUser("regular", { email: `bob-${tag}@example.test`, nickName: "Bob" });
  await seedOrder(alice.id, "PAID", "YEARLY");
  await seedOrder(bob.id, "CREATED", "MONTHLY");
  await signIn(context, baseURL, await seedUser("admin"));

  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Admin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "All orders" })).toBeVisible();
  const list = page.locator("section[aria-labelledby=admin-orders] ul > li");
  const form = page.locator("section[aria-labelledby=admin-orders] form");
  const apply = async (status: string, email: string) => {
    await form.getByLabel("Status").selectOption({ label: status });
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Apply filters" }).click();
  };

  // Part of the address finds both of this test's buyers (and nobody else's orders).
  await apply("All", tag);
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: alice.email ?? "" })).toContainText("Yearly");
  await expect(list.filter({ hasText: alice.email ?? "" })).toContainText("Paid");
  await expect(list.filter({ hasText: bob.email ?? "" })).toContainText("Created");

  await apply("Paid", tag);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(alice.email ?? "");
  await expect(list.first()).toContainText("$60.00");

  await apply("Created", `bob-${tag}`);
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(bob.email ?? "");
  await expect(list.first()).toContainText("Monthly");

  await apply("Expired", tag);
  await expect(page.getByText("Nothing here.")).toBeVisible();
  await expect(list).toHaveCount(0);
});

test("an admin grants a membership and the audit log shows it", async ({ page, context, baseURL }) => {
  const admin = await seedUser("admin");
  const target = await seedUser("regular");
  await signIn(context, baseURL, admin);

  await page.goto("/admin/memberships");
  await page.getByLabel("User e-mail").fill(target.email ?? "");
  await expect(page.getByRole("radio", { name: "Grant" })).toBeChecked();
  await page.getByLabel("Plan").selectOption({ label: "Quarterly" });
  await page.getByLabel("Note (kept in the audit log)").fill("e2e: thank-you for a bug report");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toContainText("lifetime: false");

  const after = await testDb().user.findUniqueOrThrow({ where: { id: target.id } });
  expect(after.membershipEndsAt?.getTime()).toBeGreaterThan(Date.now() + 85 * DAY);
  const audit = await testDb().adminAuditLog.findMany({ where: { targetUserId: target.id } });
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ adminId: admin.id, action: "GRANT_MEMBERSHIP" });

  // The log below the form lists the act, newest first, naming the user.
  const row = page.locator("section[aria-labelledby=admin-audit] li").filter({ hasText: target.id });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Granted membership");
});

test("a user applies through /offer with a profile link; an admin approves and the user becomes premium", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const applicant = await seedUser("regular");
  const tag = randomUUID().slice(0, 8);
  const profileUrl = `https://github.com/e2e-contributor-${tag}`;

  // The applicant reaches the form from the pricing page's 'Apply online' link.
  const mine = await newSignedInPage(browser, baseURL, applicant);
  await mine.page.goto("/pricing");
  await mine.page.getByRole("link", { name: "Apply online" }).click();
  await mine.page.waitForURL((url) => url.pathname === "/offer");
  await expect(mine.page.getByRole("heading", { level: 1 })).toHaveText("Student and open-source offer");
  await mine.page.getByRole("radio", { name: "GitHub profile" }).check();
  // The page shows the applicant's code; they put it in their profile README (on the fake GitHub of this run).
  const code = await mine.page.locator("form code").textContent();
  expect(code).toMatch(/^resumecraft-offer-[0-9a-f]{16}$/);
  const readme = await fetch(`http://127.0.0.1:${process.env.E2E_OAUTH_PORT}/_fake/readmes/e2e-contributor-${tag}`, {
    method: "PUT",
    body: `# Hello\n\n${code}\n`,
  });
  expect(readme.status).toBe(200);
  // Too short a statement is refused with a translated message, and nothing is stored.
  await mine.page.getByLabel("GitHub profile link (https://github.com/your-name)").fill(profileUrl);
  await mine.page.getByLabel("What do you work on?").fill("Bug fixes");
  await mine.page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(mine.page.getByRole("main").getByRole("alert")).toHaveText(
    "Tell us in at least 20 characters what you work on",
  );
  expect(await testDb().offerApplication.count({ where: { userId: applicant.id } })).toBe(0);
  await mine.page
    .getByLabel("What do you work on?")
    .fill("I maintain a small Markdown parser and review pull requests every week.");
  await mine.page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(mine.page.getByRole("main").getByRole("status")).toHaveText("Your application is waiting for review.");

  // The admin sees it among the pending applications and approves it.
  const admin = await newSignedInPage(browser, baseURL, await seedUser("admin"));
  await admin.page.goto("/admin/applications");
  await expect(admin.page.getByRole("button", { name: "Pending" })).toHaveAttribute("aria-pressed", "true");
  const card = admin.page.locator("section[aria-labelledby=admin-applications] li").filter({ hasText: profileUrl });
  await expect(card).toContainText(applicant.email ?? "");
  await expect(card).toContainText("I maintain a small Markdown parser");
  await card.getByRole("button", { name: "Approve (6 months)" }).click();
  await expect(card).toHaveCount(0);
  await admin.page.getByRole("button", { name: "Approved" }).click();
  await expect(
    admin.page.locator("section[aria-labelledby=admin-applications] li").filter({ hasText: profileUrl }),
  ).toHaveCount(1);

  const after = await testDb().user.findUniqueOrThrow({ where: { id: applicant.id } });
  expect(after.membershipEndsAt?.getTime()).toBeGreaterThan(Date.now() + 170 * DAY);
  const audit = await testDb().adminAuditLog.findMany({ where: { targetUserId: applicant.id } });
  expect(audit.map((row) => row.action)).toEqual(["APPROVE_OFFER"]);

  // The applicant sees the outcome, and the app now treats them as premium.
  await mine.page.reload();
  await expect(mine.page.getByRole("main").getByRole("status")).toHaveText(
    "Your application was approved: enjoy premium!",
  );
  const me = await mine.page.request.get("/api/user/current");
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { data: { valiTo?: string | null } };
  expect(new Date(body.data.valiTo ?? 0).getTime()).toBeGreaterThan(Date.now() + 170 * DAY);

  await mine.context.close();
  await admin.context.close();
});
