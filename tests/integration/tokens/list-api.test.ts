// GET /api/tokens through createHandler: sign-in required, the caller's records only, newest first, paginated, an AI
// action's ledger rows as one row with its net cost (issue 21 item 12).
import { call, dataOf, seedUser } from "../resumes/helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET } from "@/app/api/tokens/route";
import { db, getDb } from "@/lib/server/db";
import { grantTokens } from "@/lib/server/services/ledger/grant-tokens";
import { refundTokens } from "@/lib/server/services/ledger/refund-tokens";
import { reserveTokens } from "@/lib/server/services/ledger/reserve-tokens";
import { settleCancelledTask } from "@/lib/server/services/ai-tasks/settle-cancelled-task";
import { settleTokens } from "@/lib/server/services/ledger/settle-tokens";
import type { TokenRecordPage } from "@/lib/shared/validations/tokens/token-record-dto";
import { rowsOf, seedTask } from "./helpers";

afterAll(async () => getDb().$disconnect());

describe("GET /api/tokens", () => {
  it("lists only the caller's records, newest first, with SPEC's names, page by page", async () => {
    const user = await seedUser();
    const other = await seedUser();
    await grantTokens({ userId: user.id, type: "INITIAL", amount: 5_000, reference: user.id });
    await grantTokens({ userId: other.id, type: "INITIAL", amount: 5_000, reference: other.id });
    await grantTokens({ userId: user.id, type: "PURCHASE", amount: 300, reference: `${user.id}-p` });
    const taskId = await seedTask(user.id);
    await reserveTokens({ userId: user.id, taskId, type: "AI_GENERATE", amount: 1_500 });
    await refundTokens({ userId: user.id, taskId });
    await db.aiTask.update({ where: { id: taskId }, data: { status: "FAILED", error: "AI_TIMEOUT" } });
    await reserveTokens({ userId: other.id, taskId: await seedTask(other.id), type: "RESUME_PARSE", amount: 700 });

    const page = dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?currentPage=1&pageSize=2", user }));
    expect(page.count).toBe(3);
    // The failed generation is one row: reserved and refunded in full, it cost nothing.
    expect(page.data.map(({ type, operation, amount, balance }) => ({ type, operation, amount, balance }))).toEqual([
      { type: "ai_generate", operation: "consume", amount: 0, balance: 5_300 },
      { type: "purchase", operation: "ADD", amount: 300, balance: 5_300 },
    ]);
    expect(page.data[0]).toEqual({
      _id: taskId,
      type: "ai_generate",
      operation: "consume",
      amount: 0,
      balance: 5_300,
      createdAt: expect.any(String),
      action: { status: "failed", reserved: 1_500, extra: 0, refunded: 1_500 },
    });
    expect(page.data[1]).toEqual({
      _id: expect.any(String),
      type: "purchase",
      operation: "ADD",
      amount: 300,
      balance: 5_300,
      createdAt: expect.any(String),
    });
    const second = dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?currentPage=2&pageSize=2", user }));
    expect(second.data.map((row) => row.type)).toEqual(["initial"]);
    expect(
      dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?currentPage=3&pageSize=2", user })).data,
    ).toEqual([]);

    const theirs = dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens", user: other }));
    expect(theirs.count).toBe(2);
    expect(theirs.data.map((row) => row.type)).toEqual(["resume_parse", "initial"]);
    expect(theirs.data[0]).toMatchObject({ operation: "consume", amount: 700, balance: 4_300 });
    expect(theirs.data[0]!.action).toEqual({ status: "running", reserved: 700, extra: 0, refunded: 0 });
  });

  it("shows an AI action's reservation, refund of the unused part and extra charge as one row with its net cost", async () => {
    const user = await seedUser();
    await grantTokens({ userId: user.id, type: "INITIAL", amount: 10_000, reference: user.id });
    // The polish: 4,519 held, 1,134 back, so it cost 3,385.
    const polish = await seedTask(user.id);
    await reserveTokens({ userId: user.id, taskId: polish, type: "AI_OPTIMIZE", amount: 4_519 });
    await settleTokens({ userId: user.id, taskId: polish, usedTokens: 3_385 });
    await db.aiTask.update({ where: { id: polish }, data: { status: "SUCCEEDED" } });
    // A translation that used more than its estimate: the extra charge joins its row.
    const translation = await seedTask(user.id);
    await reserveTokens({ userId: user.id, taskId: translation, type: "RESUME_TRANSLATE", amount: 800 });
    await settleTokens({ userId: user.id, taskId: translation, usedTokens: 1_000 });
    await db.aiTask.update({ where: { id: translation }, data: { status: "SUCCEEDED" } });
    // A polish the client left after output had reached it.
    const left = await seedTask(user.id);
    await reserveTokens({ userId: user.id, taskId: left, type: "AI_OPTIMIZE", amount: 2_000 });
    await settleCancelledTask({ userId: user.id, taskId: left, reserved: 2_000, delivered: true, usedSoFar: 612.4 });
    await db.aiTask.update({ where: { id: left }, data: { status: "FAILED", error: "AI_CANCELLED" } });
    expect(await db.tokenRecord.count({ where: { userId: user.id } })).toBe(7);

    const page = dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens", user }));
    expect(page.count).toBe(4);
    expect(
      page.data.map(({ _id, type, operation, amount, balance, action }) => ({
        _id,
        type,
        operation,
        amount,
        balance,
        action,
      })),
    ).toEqual([
      {
        _id: left,
        type: "ai_optimize",
        operation: "consume",
        amount: 613,
        balance: 10_000 - 3_385 - 1_000 - 613,
        action: { status: "cancelled", reserved: 2_000, extra: 0, refunded: 1_387 },
      },
      {
        _id: translation,
        type: "resume_translate",
        operation: "consume",
        amount: 1_000,
        balance: 10_000 - 3_385 - 1_000,
        action: { status: "succeeded", reserved: 800, extra: 200, refunded: 0 },
      },
      {
        _id: polish,
        type: "ai_optimize",
        operation: "consume",
        amount: 3_385,
        balance: 10_000 - 3_385,
        action: { status: "succeeded", reserved: 4_519, extra: 0, refunded: 1_134 },
      },
      {
        _id: expect.any(String),
        type: "initial",
        operation: "ADD",
        amount: 10_000,
        balance: 10_000,
        action: undefined,
      },
    ]);
    // The ledger itself is untouched: every movement is still its own row.
    expect((await rowsOf(user.id)).map((row) => [row.type, row.operation, row.amount])).toEqual([
      ["INITIAL", "ADD", 10_000],
      ["AI_OPTIMIZE", "SUBTRACT", 4_519],
      ["REFUND", "ADD", 1_134],
      ["RESUME_TRANSLATE", "SUBTRACT", 800],
      ["RESUME_TRANSLATE", "SUBTRACT", 200],
      ["AI_OPTIMIZE", "SUBTRACT", 2_000],
      ["REFUND", "ADD", 1_387],
    ]);
  });

  it("pages by action: a page never splits an action's rows, and the count counts actions", async () => {
    const user = await seedUser();
    await grantTokens({ userId: user.id, type: "INITIAL", amount: 50_000, reference: user.id });
    const tasks: string[] = [];
    for (let i = 0; i < 5; i++) {
      const taskId = await seedTask(user.id);
      tasks.push(taskId);
      await reserveTokens({ userId: user.id, taskId, type: "AI_OPTIMIZE", amount: 1_000 });
      await settleTokens({ userId: user.id, taskId, usedTokens: 100 * (i + 1) });
    }
    // 11 ledger rows, 6 list rows.
    expect(await db.tokenRecord.count({ where: { userId: user.id } })).toBe(11);
    const seen: TokenRecordPage["data"] = [];
    for (let currentPage = 1; currentPage <= 3; currentPage++) {
      const page = dataOf<TokenRecordPage>(
        await call(GET, { path: `/api/tokens?currentPage=${currentPage}&pageSize=2`, user }),
      );
      expect(page.count).toBe(6);
      expect(page.data).toHaveLength(2);
      seen.push(...page.data);
    }
    expect(seen.map((row) => row._id)).toEqual([...[...tasks].reverse(), expect.any(String)]);
    expect(seen.map((row) => row.amount)).toEqual([500, 400, 300, 200, 100, 50_000]);
    expect(seen.map((row) => row.balance)).toEqual([48_500, 49_000, 49_400, 49_700, 49_900, 50_000]);
    expect(
      dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?currentPage=4&pageSize=2", user })).data,
    ).toEqual([]);
  });

  it("defaults to the shared page size of 12 and caps a large one at 50", async () => {
    const user = await seedUser();
    for (let i = 0; i < 13; i++)
      await grantTokens({ userId: user.id, type: "PURCHASE", amount: 10, reference: `${user.id}-${i}` });
    expect(dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens", user })).data).toHaveLength(12);
    expect(dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?pageSize=500", user })).data).toHaveLength(13);
  });

  it("answers 400 with a message for a bad query, and 401 without a session", async () => {
    const user = await seedUser();
    for (const query of ["pageSize=0", "currentPage=0", "currentPage=abc", "pageSize=1.5"]) {
      const result = await call(GET, { path: `/api/tokens?${query}`, user });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 200002, message: expect.stringMatching(/\S/) });
    }
    const anonymous = await call(GET, { path: "/api/tokens" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401, message: "no premission" });
  });
});
