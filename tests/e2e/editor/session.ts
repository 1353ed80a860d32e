// Seeds a user and resumes for the editor-* journeys and signs the browser in the way sign-in does: the x-cid
// session cookie (a next-auth JWT) plus the readable x-signed-in hint the header reads.
import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { PrismaPg } from "@prisma/adapter-pg";
import { encode } from "next-auth/jwt";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { createEmptyResume } from "@/lib/resume/create-empty-resume";
import { sampleResume } from "@/lib/resume/sample-resume";

let client: PrismaClient | undefined;

export function editorDb(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL must name the database the e2e server uses");
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 2 }) });
  return client;
}

export async function seedEditorUser(plan: "regular" | "premium" = "regular") {
  return editorDb().user.create({
    data: {
      email: `editor-${randomUUID()}@example.test`,
      nickName: `Editor ${plan}`,
      emailVerifiedAt: new Date(),
      membershipEndsAt: plan === "premium" ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : null,
    },
  });
}

export async function seedSampleResume(userId: string, name = "Sample resume", lang: "en" | "ch" = "en") {
  const { data, config } = sampleResume(lang);
  return editorDb().resume.create({
    data: {
      userId,
      name,
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
}

/** A blank resume as "New blank resume" makes it: empty basic info, and work, education and skills with no entries. */
export async function seedBlankResume(userId: string, name = "My Resume") {
  const { data, config } = createEmptyResume("en");
  return editorDb().resume.create({
    data: {
      userId,
      name,
      data: data as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
    },
  });
}

export async function signIn(
  context: BrowserContext,
  baseURL: string,
  user: { id: string; sessionVersion: number },
): Promise<void> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET must be the secret the e2e server uses");
  // Tokens name their session record (sid), as every sign-in makes one.
  const session = await editorDb().session.create({
    data: { userId: user.id, sessionVersion: user.sessionVersion, userAgent: "e2e seed" },
  });
  const token = await encode({ token: { sub: user.id, sessionVersion: user.sessionVersion, sid: session.id }, secret });
  await context.addCookies([
    { name: "x-cid", value: token, url: baseURL, httpOnly: true },
    { name: "x-signed-in", value: "1", url: baseURL },
  ]);
}

export async function disconnectEditorDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
