// PATCH /api/users/{id}: nickname and avatar of the signed-in user only.
import { afterAll, describe, expect, it } from "@jest/globals";
import { PATCH } from "@/app/api/users/[id]/route";
import { getDb } from "@/lib/server/db";
import { signUpVerified } from "./flows";
import { call } from "./helpers";

const db = getDb();
afterAll(() => db.$disconnect());

describe("PATCH /api/users/{id}", () => {
  it("changes my nickname and avatar", async () => {
    const me = await signUpVerified("patch");
    const result = await call(PATCH, "PATCH", `/api/users/${me.userId}`, {
      token: me.token,
      params: { id: me.userId },
      body: { nickName: " Neo ", avatar: "/api/files/a.png" },
    });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({ _id: me.userId, nickName: "Neo", avatar: "/api/files/a.png" });
  });

  it("refuses another user's id with 404 and changes nothing", async () => {
    const me = await signUpVerified("me");
    const other = await signUpVerified("other", { name: "Other" });
    const result = await call(PATCH, "PATCH", `/api/users/${other.userId}`, {
      token: me.token,
      params: { id: other.userId },
      body: { nickName: "Hacked" },
    });
    expect(result.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.userId } })).nickName).toBe("Other");
  });

  it("needs a session, a non-empty nickname and no other fields", async () => {
    const me = await signUpVerified("rules");
    expect(
      (await call(PATCH, "PATCH", `/api/users/${me.userId}`, { params: { id: me.userId }, body: { nickName: "X" } }))
        .status,
    ).toBe(401);
    const empty = await call(PATCH, "PATCH", `/api/users/${me.userId}`, {
      token: me.token,
      params: { id: me.userId },
      body: { nickName: "  " },
    });
    expect(empty.json.message).toContain("Nickname must not be empty");
    const extra = await call(PATCH, "PATCH", `/api/users/${me.userId}`, {
      token: me.token,
      params: { id: me.userId },
      body: { role: "ADMIN" },
    });
    expect(extra.status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.userId } })).role).toBe("USER");
  });
});
