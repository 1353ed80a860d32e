// Admins and members straight in the database, signed in as the route handlers expect.
import "./set-env";
import { randomUUID } from "node:crypto";
import { expect } from "@jest/globals";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { readOutbox } from "@/lib/server/mail/outbox";
import { startSession } from "@/lib/server/services/sessions/start-session";
import enMessages from "@/messages/en.json";
import zhMessages from "@/messages/zh.json";
import type { ApiBody, TestUser } from "../resumes/helpers";

type Options = { role?: "USER" | "ADMIN"; membershipEndsAt?: Date | null; isLifetime?: boolean; email?: string };

export async function seedPerson(options: Options = {}): Promise<TestUser & { email: string }> {
  const email = options.email ?? `admin-it-${randomUUID()}@example.com`;
  const user = await db.user.create({
    data: {
      email,
      nickName: "Person",
      role: options.role ?? "USER",
      membershipEndsAt: options.membershipEndsAt ?? null,
      isLifetime: options.isLifetime ?? false,
    },
  });
  const sid = await startSession(user, { userAgent: null, clientAddress: null });
  const token = await encode({
    token: { sub: user.id, sessionVersion: user.sessionVersion, sid },
    secret: env().AUTH_SECRET ?? "",
  });
  return { id: user.id, token, email };
}

export const seedAdmin = () => seedPerson({ role: "ADMIN" });

/** The 6-digit code last mailed to `to`. */
export async function mailedCode(to: string): Promise<string> {
  const [mail] = (await readOutbox(1000)).filter((message) => message.to === to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A 400 whose message and every detail have a translation in both languages under `namespace.validation`. */
export function expectTranslated400(result: { status: number; body: ApiBody }, namespace: "Admin" | "Offer"): void {
  expect(result.status).toBe(400);
  expect(result.body.code).toBe(200002);
  const details = (result.body.details ?? []) as { path: string; key: string; message: string }[];
  expect(details.length).toBeGreaterThan(0);
  const en = (enMessages as unknown as Record<string, { validation: Record<string, string> }>)[namespace];
  const zh = (zhMessages as unknown as Record<string, { validation: Record<string, string> }>)[namespace];
  // Every refused field comes as a key of the form's own messages, translated in both languages; the sentences are
  // the translation of that key (the top-level message is the first field's).
  for (const { path, key, message } of details) {
    expect({ path, key }).toEqual({
      path: expect.any(String),
      key: expect.stringMatching(`^${namespace}\\.validation\\.`),
    });
    const name = key.slice(`${namespace}.validation.`.length);
    expect(zh?.validation[name]).toEqual(expect.any(String));
    expect([en?.validation[name], zh?.validation[name]]).toContain(message);
  }
  expect(result.body.message).toBe(details[0]?.message);
}
