// The token ledger against real PostgreSQL: reserve, settle and refund move the balance and write their rows in one
// transaction, the balance never turns negative, and concurrency charges each task once.
import "../resumes/set-env";
import { afterAll, describe, expect, it, jest } from "@jest/globals";
import { AppError } from "@/lib/server/api/app-error";
import { db, getDb } from "@/lib/server/db";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import { reserveTokens } from "@/lib/server/services/ledger/reserve-tokens";
import { settleTokens } from "@/lib/server/services/ledger/settle-tokens";
import { createUserWithGifts, INITIAL_TOKENS } from "@/lib/server/services/users/create-user-with-gifts";
import { GENERATION_TOKEN_ESTIMATE } from "@/lib/shared/validations/tokens/token-amounts";
import { balanceOf, ledgerSum, rowsOf, seedTask, seedTokenUser } from "./helpers";

jest.setTimeout(60_000);
afterAll(async () => getDb().$disconnect());

// docs/product.md §9: a generation reserves about 1,500.
const reserve = (userId: string, taskId: string, amount = GENERATION_TOKEN_ESTIMATE) =>
  reserveTokens({ userId, taskId, type: "AI_GENERATE", amount });

describe("reserve", () => {
  it("takes the amount and writes a consume row with the balance after, marking the task", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    await expect(reserve(userId, taskId)).resolves.toEqual({ amount: 1_500, balance: 3_500, isNew: true });
    expect(await balanceOf(userId)).toBe(3_500);
    expect(await rowsOf(userId)).toEqual([
      { type: "AI_GENERATE", operation: "SUBTRACT", amount: 1_500, balanceAfter: 3_500, reference: taskId },
    ]);
    expect(await db.aiTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({
      reservedTokens: 1_500,
      usedTokens: null,
    });
  });

  it("refuses with INSUFFICIENT_TOKENS and changes nothing when the balance is short", async () => {
    const userId = await seedTokenUser(1_499);
    const taskId = await seedTask(userId);
    const error = await reserve(userId, taskId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      key: "INSUFFICIENT_TOKENS",
      code: 500001,
      message: "Insufficient AI tokens. Do you want to go to the recharge page?",
    });
    expect(await balanceOf(userId)).toBe(1_499);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await db.aiTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({ reservedTokens: 0 });
  });

  it("charges a task once when called again, even after the balance ran out", async () => {
    const userId = await seedTokenUser(1_500);
    const taskId = await seedTask(userId);
    await reserve(userId, taskId);
    await expect(reserve(userId, taskId)).resolves.toEqual({ amount: 1_500, balance: 0, isNew: false });
    expect(await balanceOf(userId)).toBe(0);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it("refuses a task of another user", async () => {
    const owner = await seedTokenUser(5_000);
    const other = await seedTokenUser(5_000);
    const taskId = await seedTask(owner);
    await expect(reserve(other, taskId)).rejects.toThrow("does not exist");
    expect(await balanceOf(other)).toBe(5_000);
    expect(await rowsOf(other)).toEqual([]);
  });
});

describe("settle", () => {
  it("gives back the unused part as a REFUND row", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    await reserve(userId, taskId);
    await expect(settleTokens({ userId, taskId, usedTokens: 1_200 })).resolves.toEqual({
      applied: true,
      refunded: 300,
      charged: 0,
    });
    expect(await balanceOf(userId)).toBe(3_800);
    expect((await rowsOf(userId))[1]).toEqual({
      type: "REFUND",
      operation: "ADD",
      amount: 300,
      balanceAfter: 3_800,
      reference: taskId,
    });
    expect(await db.aiTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({ usedTokens: 1_200 });
  });

  it("charges usage above the estimate, but never below zero", async () => {
    const userId = await seedTokenUser(2_000);
    const taskId = await seedTask(userId);
    await reserve(userId, taskId);
    await expect(settleTokens({ userId, taskId, usedTokens: 1_800 })).resolves.toEqual({
      applied: true,
      refunded: 0,
      charged: 300,
    });
    expect(await balanceOf(userId)).toBe(200);

    const poorId = await seedTokenUser(1_600);
    const poorTask = await seedTask(poorId);
    await reserve(poorId, poorTask);
    await expect(settleTokens({ userId: poorId, taskId: poorTask, usedTokens: 4_000 })).resolves.toEqual({
      applied: true,
      refunded: 0,
      charged: 100,
    });
    expect(await balanceOf(poorId)).toBe(0);
    expect((await rowsOf(poorId))[1]).toEqual({
      type: "AI_GENERATE",
      operation: "SUBTRACT",
      amount: 100,
      balanceAfter: 0,
      reference: `${poorTask}:extra`,
    });
    expect(await ledgerSum(poorId)).toBe(-1_600);
  });

  it("settles once: a second settle and a later refund change nothing", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    await reserve(userId, taskId);
    await expect(settleTokens({ userId, taskId, usedTokens: 1_500 })).resolves.toMatchObject({
      applied: true,
      refunded: 0,
      charged: 0,
    });
    await expect(settleTokens({ userId, taskId, usedTokens: 10 })).resolves.toMatchObject({ applied: false });
    await expect(refundTokens({ userId, taskId })).resolves.toEqual({ applied: false, refunded: 0 });
    expect(await balanceOf(userId)).toBe(3_500);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it("does nothing for a task that reserved nothing", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    await expect(settleTokens({ userId, taskId, usedTokens: 900 })).resolves.toMatchObject({ applied: false });
    await expect(refundTokens({ userId, taskId })).resolves.toMatchObject({ applied: false });
    expect(await balanceOf(userId)).toBe(5_000);
  });
});

describe("refund", () => {
  it("gives the whole reservation back once", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    await reserve(userId, taskId);
    await expect(refundTokens({ userId, taskId })).resolves.toEqual({ applied: true, refunded: 1_500 });
    await expect(refundTokens({ userId, taskId })).resolves.toEqual({ applied: false, refunded: 0 });
    await expect(settleTokens({ userId, taskId, usedTokens: 100 })).resolves.toMatchObject({ applied: false });
    expect(await balanceOf(userId)).toBe(5_000);
    expect((await rowsOf(userId))[1]).toEqual({
      type: "REFUND",
      operation: "ADD",
      amount: 1_500,
      balanceAfter: 5_000,
      reference: taskId,
    });
    expect(await db.aiTask.findUniqueOrThrow({ where: { id: taskId } })).toMatchObject({ usedTokens: 0 });
  });
});

describe("concurrency", () => {
  it("50 reservations of 1,500 on 15,000: exactly 10 succeed, the balance ends at 0 and the ledger sums to it", async () => {
    const userId = await seedTokenUser(15_000);
    const tasks = await Promise.all(Array.from({ length: 50 }, () => seedTask(userId)));
    const results = await Promise.allSettled(tasks.map((taskId) => reserve(userId, taskId)));
    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(succeeded).toHaveLength(10);
    expect(
      refused.every((result) => result.reason instanceof AppError && result.reason.key === "INSUFFICIENT_TOKENS"),
    ).toBe(true);
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerSum(userId)).toBe(-15_000);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(10);
    // Each row's balance-after is a distinct step of the way down: no two reservations read the same balance.
    expect(rows.map((row) => row.balanceAfter).sort((a, b) => a - b)).toEqual([
      0, 1_500, 3_000, 4_500, 6_000, 7_500, 9_000, 10_500, 12_000, 13_500,
    ]);
    expect(await db.aiTask.count({ where: { userId, reservedTokens: 1_500 } })).toBe(10);
  });

  it("the same task reserved 20 times at once is charged once", async () => {
    const userId = await seedTokenUser(5_000);
    const taskId = await seedTask(userId);
    const results = await Promise.all(Array.from({ length: 20 }, () => reserve(userId, taskId)));
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(results.every((result) => result.amount === 1_500 && result.balance === 3_500)).toBe(true);
    expect(await balanceOf(userId)).toBe(3_500);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it("a refund racing a settlement: exactly one of them applies", async () => {
    const userId = await seedTokenUser(30_000);
    const tasks = await Promise.all(Array.from({ length: 10 }, () => seedTask(userId)));
    for (const taskId of tasks) await reserve(userId, taskId);
    const outcomes = await Promise.all(
      tasks.map(async (taskId) => {
        const [settled, refunded] = await Promise.all([
          settleTokens({ userId, taskId, usedTokens: 1_000 }),
          refundTokens({ userId, taskId }),
        ]);
        expect(Number(settled.applied) + Number(refunded.applied)).toBe(1);
        return settled.applied ? 1_000 : 0;
      }),
    );
    const spent = outcomes.reduce<number>((sum, used) => sum + used, 0);
    expect(await balanceOf(userId)).toBe(30_000 - spent);
    expect(await ledgerSum(userId)).toBe(-spent);
    expect(await db.tokenRecord.count({ where: { userId, type: "REFUND" } })).toBe(10);
  });
});

describe("grant", () => {
  it("adds once per reference, also when granted concurrently", async () => {
    const userId = await seedTokenUser(0);
    const grants = await Promise.all(
      Array.from({ length: 5 }, () =>
        grantTokens({ userId, type: "PURCHASE", amount: 50_000, reference: `order-${userId}` }),
      ),
    );
    expect(grants.filter((grant) => grant.isNew)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(50_000);
    expect(await rowsOf(userId)).toEqual([
      { type: "PURCHASE", operation: "ADD", amount: 50_000, balanceAfter: 50_000, reference: `order-${userId}` },
    ]);
  });

  it("gives a new account its 5,000 initial tokens with their ledger row", async () => {
    const { id } = await createUserWithGifts({
      nickName: "New",
      type: "EMAIL",
      email: `gift-${Date.now()}@example.com`,
    });
    expect(INITIAL_TOKENS).toBe(5_000);
    expect(await balanceOf(id)).toBe(INITIAL_TOKENS);
    expect(await rowsOf(id)).toEqual([
      { type: "INITIAL", operation: "ADD", amount: INITIAL_TOKENS, balanceAfter: INITIAL_TOKENS, reference: id },
    ]);
  });
});
