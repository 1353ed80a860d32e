// createHandler's `require` option with real users and sessions: the role comes with the session record, a
// non-admin gets the same FORBIDDEN the review moderation answered before, and it is checked before the rate limit
// and the body.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { createHandler } from "@/lib/server/api/handler";
import { db } from "@/lib/server/db";
import { callApi, seedUser } from "../site/review-api";

const moderate = createHandler(
  {
    auth: "required",
    require: "reviews.moderate",
    body: z.object({ status: z.enum(["APPROVED"]) }),
    rateLimit: { key: `it-${randomUUID()}`, points: 1, duration: 60 },
  },
  ({ session, body }) => ({ userId: session.userId, status: body.status }),
);
const createdIds: string[] = [];

async function seed(role: "USER" | "ADMIN") {
  const user = await seedUser(role);
  createdIds.push(user.id);
  return user;
}

afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: createdIds } } });
  await db.$disconnect();
});

describe("createHandler({ require })", () => {
  it("answers a regular user 403 with the moderation message, before reading the body or spending the rate limit", async () => {
    const user = await seed("USER");
    for (const body of [{ status: "APPROVED" }, { status: "nonsense" }, { status: "APPROVED" }]) {
      const result = await callApi(moderate, "PATCH", "/api/x", { body, token: user.token });
      expect(result.status).toBe(403);
      expect(result.json).toEqual({ code: 403, message: "Only administrators can moderate reviews" });
    }
  });

  it("lets an admin through to the body and the handler", async () => {
    const admin = await seed("ADMIN");
    const result = await callApi(moderate, "PATCH", "/api/x", { body: { status: "APPROVED" }, token: admin.token });
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({ userId: admin.id, status: "APPROVED" });
  });

  it("reads the role fresh: a demoted admin is refused at once", async () => {
    const admin = await seed("ADMIN");
    await db.user.update({ where: { id: admin.id }, data: { role: "USER" } });
    const result = await callApi(moderate, "PATCH", "/api/x", { body: { status: "APPROVED" }, token: admin.token });
    expect(result.status).toBe(403);
  });

  it("still answers 401 without a session", async () => {
    expect((await callApi(moderate, "PATCH", "/api/x", { body: { status: "APPROVED" } })).status).toBe(401);
  });
});
