// Signs a seeded user in the way sign-in does: a session record, the x-cid session cookie (a next-auth JWT naming
// that record) and the readable x-signed-in hint the header reads.
import type { BrowserContext } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { testDb } from "./db";
import { seedUser, type Plan, type UserOptions } from "./users";

type SessionUser = { id: string; sessionVersion: number };
/** The device the session record names (settings lists it). */
type Device = { userAgent?: string; clientAddress?: string };

/** A new session record for `user` and the cookie value that names it. */
export async function createSession(
  user: SessionUser,
  device: Device = {},
): Promise<{ sessionId: string; token: string }> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET must be the secret the e2e server uses");
  const session = await testDb().session.create({
    data: {
      userId: user.id,
      sessionVersion: user.sessionVersion,
      userAgent: device.userAgent ?? "e2e seed",
      ...(device.clientAddress ? { clientAddress: device.clientAddress } : {}),
    },
  });
  const token = await encode({ token: { sub: user.id, sessionVersion: user.sessionVersion, sid: session.id }, secret });
  return { sessionId: session.id, token };
}

/** The x-cid cookie value for a new session of `user`, for requests made outside a browser context. */
export async function sessionToken(user: SessionUser, device: Device = {}): Promise<string> {
  return (await createSession(user, device)).token;
}

/** Signs `context` in as `user`; returns the id of the session record it made. */
export async function signIn(
  context: BrowserContext,
  baseURL: string | undefined,
  user: SessionUser,
  device: Device = {},
): Promise<string> {
  const { sessionId, token } = await createSession(user, device);
  await context.addCookies([
    { name: "x-cid", value: token, url: baseURL ?? "", httpOnly: true },
    { name: "x-signed-in", value: "1", url: baseURL ?? "" },
  ]);
  return sessionId;
}

/** A new user of `plan` (see seedUser), signed in in `context`. */
export async function signInNewUser(
  context: BrowserContext,
  baseURL: string | undefined,
  plan: Plan,
  options: UserOptions = {},
) {
  const user = await seedUser(plan, options);
  await signIn(context, baseURL, user);
  return user;
}
