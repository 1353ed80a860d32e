// The review API against the real database: validation, moderation, who may do what, and what the list shows.
import { callApi, seedUser } from "./review-api";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PATCH } from "@/app/api/reviews/[id]/route";
import { GET, POST } from "@/app/api/reviews/route";
import { db } from "@/lib/server/db";
import type { ReviewDto } from "@/lib/shared/validations/reviews/review-dto";
import { reviewMessages } from "@/lib/shared/validations/reviews/review-rules";
import en from "@/messages/en.json";

const enText = (key: string) => en.Reviews.validation[key.split(".")[2] as keyof typeof en.Reviews.validation];

type List = { data: ReviewDto[]; count: number };
const validReview = { rating: 5, content: "Clear templates and the PDF looked exactly like the preview." };

async function approvedList(query = ""): Promise<List> {
  const result = await callApi(GET, "GET", `/api/reviews${query}`);
  expect(result.status).toBe(200);
  return result.json.data as List;
}

beforeAll(async () => {
  // Earlier runs on the same database must not make the counts below ambiguous.
  await db.review.deleteMany({});
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/reviews", () => {
  it("needs a session", async () => {
    const result = await callApi(POST, "POST", "/api/reviews", { body: validReview });
    expect(result.status).toBe(401);
    expect(await db.review.count()).toBe(0);
  });

  it.each([
    ["rating 0", { rating: 0, content: validReview.content }, reviewMessages.ratingInvalid],
    ["rating 6", { rating: 6, content: validReview.content }, reviewMessages.ratingInvalid],
    ["rating 4.5", { rating: 4.5, content: validReview.content }, reviewMessages.ratingInvalid],
    ["9 characters after trimming", { rating: 4, content: "   too short  " }, reviewMessages.contentTooShort],
    ["1001 characters", { rating: 4, content: "x".repeat(1001) }, reviewMessages.contentTooLong],
  ])("refuses %s with a 400 naming the problem and stores nothing", async (_label, body, key) => {
    const user = await seedUser();
    const result = await callApi(POST, "POST", "/api/reviews", { body, token: user.token });
    expect(result.status).toBe(400);
    expect(result.json.code).toBe(200002);
    // The refused field's key, and its sentence in the request's language (English here).
    expect(result.json.details?.[0]).toMatchObject({ key });
    expect(result.json.message).toBe(enText(key));
    expect(await db.review.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stores a valid review as pending, which the public list does not show", async () => {
    const user = await seedUser();
    const result = await callApi(POST, "POST", "/api/reviews", {
      body: { ...validReview, locale: "zh" },
      token: user.token,
    });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({ status: "PENDING" });
    const stored = await db.review.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored).toMatchObject({ status: "PENDING", rating: 5, locale: "zh", content: validReview.content });
    const list = await approvedList();
    expect(list.data.map((review) => review._id)).not.toContain(stored.id);
  });

  it("is rate limited per user", async () => {
    const user = await seedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await callApi(POST, "POST", "/api/reviews", { body: validReview, token: user.token })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("PATCH /api/reviews/{id}", () => {
  async function pendingReview(): Promise<string> {
    const author = await seedUser("USER", "Ada");
    const result = await callApi(POST, "POST", "/api/reviews", { body: validReview, token: author.token });
    return (result.json.data as { _id: string })._id;
  }

  it("is forbidden to a regular user and changes nothing", async () => {
    const id = await pendingReview();
    const user = await seedUser();
    const result = await callApi(PATCH, "PATCH", `/api/reviews/${id}`, {
      body: { status: "APPROVED" },
      token: user.token,
      params: { id },
    });
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ code: 403, message: "Only administrators can moderate reviews" });
    expect((await db.review.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
  });

  it("needs a session", async () => {
    const id = await pendingReview();
    const result = await callApi(PATCH, "PATCH", `/api/reviews/${id}`, {
      body: { status: "APPROVED" },
      params: { id },
    });
    expect(result.status).toBe(401);
  });

  it("refuses an unknown status with 400 and an unknown id with 404", async () => {
    const admin = await seedUser("ADMIN");
    const id = await pendingReview();
    const bad = await callApi(PATCH, "PATCH", `/api/reviews/${id}`, {
      body: { status: "PENDING" },
      token: admin.token,
      params: { id },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(enText(reviewMessages.statusInvalid));
    const missing = await callApi(PATCH, "PATCH", "/api/reviews/nope", {
      body: { status: "APPROVED" },
      token: admin.token,
      params: { id: "nope" },
    });
    expect(missing.status).toBe(404);
  });

  it("lets an admin approve: the review is then listed newest first with the author's nickname", async () => {
    const admin = await seedUser("ADMIN");
    const older = await pendingReview();
    const newer = await pendingReview();
    const rejected = await pendingReview();
    for (const [id, status] of [
      [older, "APPROVED"],
      [newer, "APPROVED"],
      [rejected, "REJECTED"],
    ] as const) {
      const result = await callApi(PATCH, "PATCH", `/api/reviews/${id}`, {
        body: { status },
        token: admin.token,
        params: { id },
      });
      expect(result.status).toBe(200);
      expect(result.json.data).toMatchObject({ _id: id, status });
    }
    const list = await approvedList();
    expect(list.count).toBe(2);
    expect(list.data.map((review) => review._id)).toEqual([newer, older]);
    expect(list.data[0]).toMatchObject({ nickName: "Ada", avatar: null, rating: 5, content: validReview.content });
    expect(list.data[0]).not.toHaveProperty("userId");
  });

  it("paginates with currentPage and pageSize, caps a large page size and refuses a bad one", async () => {
    const first = await approvedList("?currentPage=1&pageSize=1");
    const second = await approvedList("?currentPage=2&pageSize=1");
    expect(first.data).toHaveLength(1);
    expect(second.data).toHaveLength(1);
    expect(first.data[0]?._id).not.toBe(second.data[0]?._id);
    expect(first.count).toBe(2);
    // Every list caps pageSize at 100 (issue 20 item 21) instead of refusing it.
    expect((await callApi(GET, "GET", "/api/reviews?pageSize=1000")).status).toBe(200);
    const bad = await callApi(GET, "GET", "/api/reviews?pageSize=0");
    expect(bad.status).toBe(400);
  });
});
