// Two instances behind HAProxy share what a user's requests depend on (issue 23 item 1): the session store, the
// rate-limit counters and orders. Every answer names the instance that served it (HAProxy's X-Served-By), and each
// test checks that both instances took part.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { testDb } from "@/tests/e2e/support/db";
import { sessionToken } from "@/tests/e2e/support/session";
import { seedUser } from "@/tests/e2e/support/users";
import { getOn, otherThan, send } from "./support/cluster-client";
import { clusterOfFile } from "./support/cluster-of-file";

const cluster = clusterOfFile();
const names = () => cluster().instances.map((instance) => instance.name);

describe("two instances behind HAProxy", () => {
  it("spreads requests round-robin over both instances", async () => {
    const served: string[] = [];
    for (let i = 0; i < 8; i += 1) served.push((await send(cluster().url, "/api/health/live")).servedBy);
    expect(new Set(served)).toEqual(new Set(names()));
    // One client, one request at a time: each answer comes from the instance the previous one did not.
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
  });

  it("keeps a sign-in and its logout on both instances", async () => {
    const password = `pw-${randomUUID()}`;
    const user = await seedUser("regular", { password });
    const challenge = await send(cluster().url, "/api/altcha");
    const solution = await solveChallenge({ challenge: JSON.parse(challenge.text) as Challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge: JSON.parse(challenge.text), solution })).toString("base64");
    const signIn = await send(cluster().url, "/api/signin", {
      method: "POST",
      body: { email: user.email, password, altcha },
    });
    expect(signIn.status).toBe(200);
    // The challenge one instance signed was accepted by the other.
    expect(signIn.servedBy).not.toBe(challenge.servedBy);
    const token = /x-cid=([^;]+)/.exec(signIn.headers.get("set-cookie") ?? "")?.[1];
    expect(token).toBeTruthy();
    for (const name of names()) {
      const me = await getOn(cluster().url, name, "/api/user/current", { token });
      expect(me.status).toBe(200);
      expect((me.data as { email: string }).email).toBe(user.email);
    }
    const logout = await send(cluster().url, "/api/logout", { token });
    expect(logout.status).toBe(200);
    for (const name of names()) {
      const me = await getOn(cluster().url, name, "/api/user/current", { token });
      expect(me.status).toBe(401);
    }
  });

  it("trips a rate limit at the same count whichever instance answers", async () => {
    // pollOrder: 40 a minute per user (lib/server/api/rate-limit-rules.ts); an unknown order is a 404 that counts.
    const user = await seedUser("regular");
    const token = await sessionToken(user);
    const answers = [];
    for (let i = 0; i < 44; i += 1) answers.push(await send(cluster().url, `/api/orders/o${i}`, { token }));
    const allowed = answers.filter((answer) => answer.status !== 429);
    expect(allowed).toHaveLength(40);
    expect(allowed.every((answer) => answer.status === 404)).toBe(true);
    // Both instances counted into one budget: each served half of the 40, and each refused once it was spent.
    for (const name of names()) {
      expect(allowed.filter((answer) => answer.servedBy === name)).toHaveLength(20);
      expect(answers.slice(40).some((answer) => answer.servedBy === name && answer.status === 429)).toBe(true);
    }
  });

  it("shows an order paid through one instance on the other", async () => {
    const user = await seedUser("regular");
    const token = await sessionToken(user);
    const created = await send(cluster().url, "/api/orders", {
      method: "POST",
      token,
      body: { planName: "monthly" },
    });
    expect(created.status).toBe(200);
    const { orderId } = created.data as { orderId: string };
    const paid = await send(cluster().url, `/api/sandbox/orders/${orderId}/pay`, { method: "POST", token });
    expect(paid.status).toBe(200);
    const other = otherThan(names(), paid.servedBy);
    const status = await getOn(cluster().url, other, `/api/orders/${orderId}`, { token });
    expect(status.data).toMatchObject({ status: 1, trade_state: "SUCCESS", isUpdated: true });
    const me = await getOn(cluster().url, other, "/api/user/current", { token });
    expect(me.status).toBe(200);
    const row = await testDb().user.findUniqueOrThrow({ where: { id: user.id }, select: { membershipEndsAt: true } });
    expect(row.membershipEndsAt?.getTime()).toBeGreaterThan(Date.now());
  });
});
