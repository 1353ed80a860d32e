// Issue 20 item 21 through the real route handlers: every paging endpoint refuses a bad currentPage or pageSize with a
// readable sentence naming the field, in the request's language (x-locale, else Accept-Language), never zod's text
// ("Too small: expected number to be >=1"); pageSize is capped at 100; a value of the wrong type says so.
import "../admin/set-env";
import { afterAll, describe, expect, it } from "@jest/globals";
import { GET as adminMemberships } from "@/app/api/admin/memberships/route";
import { GET as adminOfferApplications } from "@/app/api/admin/offer-applications/route";
import { GET as adminReviews } from "@/app/api/admin/reviews/route";
import { GET as balances } from "@/app/api/balances/route";
import { GET as examples } from "@/app/api/examples/route";
import { GET as orders } from "@/app/api/orders/route";
import { GET as ordersAdmin } from "@/app/api/ordersAdmin/route";
import { GET as resumes } from "@/app/api/resumes/route";
import { GET as resumesTrash } from "@/app/api/resumes/trash/route";
import { GET as reviews, POST as postReview } from "@/app/api/reviews/route";
import { POST as signin } from "@/app/api/signin/route";
import { GET as templates } from "@/app/api/templates/route";
import { GET as tokens } from "@/app/api/tokens/route";
import { db } from "@/lib/server/db";
import { seedAdmin } from "../admin/helpers";
import { call, seedUser, type TestUser } from "../resumes/helpers";

afterAll(async () => db.$disconnect());

type Who = "anyone" | "user" | "admin";
const PAGED: [string, Parameters<typeof call>[0], Who][] = [
  ["/api/reviews", reviews, "anyone"],
  ["/api/templates", templates, "anyone"],
  ["/api/examples", examples, "anyone"],
  ["/api/resumes", resumes, "user"],
  ["/api/resumes/trash", resumesTrash, "user"],
  ["/api/tokens", tokens, "user"],
  ["/api/orders", orders, "user"],
  ["/api/balances", balances, "user"],
  ["/api/ordersAdmin", ordersAdmin, "admin"],
  ["/api/admin/memberships", adminMemberships, "admin"],
  ["/api/admin/reviews", adminReviews, "admin"],
  ["/api/admin/offer-applications", adminOfferApplications, "admin"],
];

// [query, field, English, Chinese, the message key a client translates (issue 22 item 3)]
const REFUSALS: [string, string, string, string, string][] = [
  ["currentPage=0", "currentPage", "currentPage must be at least 1", "currentPage 必须不小于 1", "tooSmallNumber"],
  ["currentPage=-3", "currentPage", "currentPage must be at least 1", "currentPage 必须不小于 1", "tooSmallNumber"],
  ["currentPage=abc", "currentPage", "currentPage must be a number", "currentPage 必须是数字", "invalidType"],
  ["currentPage=2.5", "currentPage", "currentPage must be a whole number", "currentPage 必须是整数", "invalidType"],
  [
    "currentPage=1000001",
    "currentPage",
    "currentPage must be at most 100,000",
    "currentPage 必须不大于 100,000",
    "tooBigNumber",
  ],
  ["pageSize=0", "pageSize", "pageSize must be at least 1", "pageSize 必须不小于 1", "tooSmallNumber"],
  ["pageSize=1.5", "pageSize", "pageSize must be a whole number", "pageSize 必须是整数", "invalidType"],
  ["pageSize=1e400", "pageSize", "pageSize must be a number", "pageSize 必须是数字", "invalidType"],
];

let people: Record<Exclude<Who, "anyone">, TestUser> | undefined;
async function caller(who: Who): Promise<TestUser | undefined> {
  people ??= { user: await seedUser(), admin: await seedAdmin() };
  return who === "anyone" ? undefined : people[who];
}

describe("paging refusals", () => {
  it.each(PAGED)("%s answers each mistake with a sentence in English and Chinese", async (path, handler, who) => {
    const user = await caller(who);
    for (const [query, field, english, chinese, key] of REFUSALS) {
      for (const [headers, message] of [
        [{}, english],
        [{ "x-locale": "en", "accept-language": "zh-CN" }, english],
        [{ "x-locale": "zh" }, chinese],
        [{ "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" }, chinese],
      ] as const) {
        const result = await call(handler, { path: `${path}?${query}`, user, headers });
        expect({ query, headers, status: result.status, body: result.body }).toEqual({
          query,
          headers,
          status: 400,
          body: {
            code: 200002,
            message,
            details: [
              { path: field, message, key: `ApiValidation.${key}`, values: expect.objectContaining({ field }) },
            ],
          },
        });
      }
    }
  });

  it("caps pageSize at 100 instead of refusing a larger one", async () => {
    const user = await seedUser();
    await db.tokenRecord.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        userId: user.id,
        type: "PURCHASE" as const,
        operation: "ADD" as const,
        amount: 1,
        balanceAfter: i + 1,
        reference: `${user.id}-${i}`,
      })),
    });
    const result = await call(tokens, { path: "/api/tokens?pageSize=5000", user });
    expect(result.status).toBe(200);
    const page = result.body.data as { count: number; data: unknown[] };
    expect(page.count).toBe(101);
    expect(page.data).toHaveLength(100);
    expect((await call(reviews, { path: "/api/reviews?pageSize=5000" })).status).toBe(200);
  });
});

describe("a value of the wrong type", () => {
  it("is named as such in both languages, not as an empty one", async () => {
    const user = await seedUser();
    const body = { rating: "5", content: 12345678901 };
    const english = await call(postReview, { method: "POST", path: "/api/reviews", user, body });
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      code: 200002,
      message: "rating must be a number",
      details: [
        {
          path: "rating",
          message: "rating must be a number",
          key: "ApiValidation.invalidType",
          values: expect.anything(),
        },
        {
          path: "content",
          message: "content must be text",
          key: "ApiValidation.invalidType",
          values: expect.anything(),
        },
      ],
    });
    const chinese = await call(postReview, {
      method: "POST",
      path: "/api/reviews",
      user,
      body,
      headers: { "x-locale": "zh" },
    });
    expect(chinese.body).toEqual({
      code: 200002,
      message: "rating 必须是数字",
      details: [
        { path: "rating", message: "rating 必须是数字", key: "ApiValidation.invalidType", values: expect.anything() },
        { path: "content", message: "content 必须是文本", key: "ApiValidation.invalidType", values: expect.anything() },
      ],
    });
  });

  it("keeps SPEC's own sentence in English and translates it into Chinese", async () => {
    const body = { email: 5, password: "", altcha: "x" };
    const english = await call(signin, { method: "POST", path: "/api/signin", body });
    expect(english.body).toMatchObject({
      code: 200002,
      details: [
        { path: "email", message: "email must be text", key: "ApiValidation.invalidType" },
        { path: "password", message: "Password must not be empty", key: "AuthValidation.passwordRequired" },
      ],
    });
    const chinese = await call(signin, {
      method: "POST",
      path: "/api/signin",
      body,
      headers: { "accept-language": "zh-CN" },
    });
    expect(chinese.body).toMatchObject({
      code: 200002,
      details: [
        { path: "email", message: "email 必须是文本", key: "ApiValidation.invalidType" },
        { path: "password", message: "密码不能为空", key: "AuthValidation.passwordRequired" },
      ],
    });
  });
});
