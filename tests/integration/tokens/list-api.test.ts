// GET /api/tokens through createHandler: sign-in required, the caller's records only, newest first, paginated.
import { call, dataOf, seedUser } from "../resumes/helpers";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET } from "@/app/api/tokens/route";
import { getDb } from "@/lib/db";
import { grantTokens } from "@/lib/services/tokens/grant-tokens";
import { refundTokens } from "@/lib/services/tokens/refund-tokens";
import { reserveTokens } from "@/lib/services/tokens/reserve-tokens";
import type { TokenRecordPage } from "@/lib/validations/tokens/token-record-dto";
import { seedTask } from "./helpers";

afterAll(async () => getDb().$disconnect());

describe("GET /api/tokens", () => {
  it("lists only the caller's records, newest first, with SPEC's names, page by page", async () => {
    const user = await seedUser();
    const other = await seedUser();
    await grantTokens({ userId: user.id, type: "INITIAL", amount: 5_000, reference: user.id });
    await grantTokens({ userId: other.id, type: "INITIAL", amount: 5_000, reference: other.id });
    const taskId = await seedTask(user.id);
    await reserveTokens({ userId: user.id, taskId, type: "AI_GENERATE", amount: 1_500 });
    await refundTokens({ userId: user.id, taskId });
    await reserveTokens({ userId: other.id, taskId: await seedTask(other.id), type: "RESUME_PARSE", amount: 700 });

    const page = dataOf<TokenRecordPage>(await call(GET, { path: "/api/tokens?currentPage=1&pageSize=2", user }));
    expect(page.count).toBe(3);
    expect(page.data.map(({ type, operation, amount, balance }) => ({ type, operation, amount, balance }))).toEqual([
      { type: "refund", operation: "ADD", amount: 1_500, balance: 5_000 },
      { type: "ai_generate", operation: "consume", amount: 1_500, balance: 3_500 },
    ]);
    expect(page.data[0]).toEqual({
      _id: expect.any(String),
      type: "refund",
      operation: "ADD",
      amount: 1_500,
      balance: 5_000,
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
