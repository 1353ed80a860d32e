// Seeds users and resumes straight into the test database (the one the launcher serves) and mints session tokens
// the way sign-in does, for the pdf-* and public-* browser specs.
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { encode } from "next-auth/jwt";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { sampleResume } from "@/lib/resume/sample-resume";
import type { TResumeConfig, TResumeData } from "@/lib/validations/resume-document/document";

let client: PrismaClient | undefined;

export function testDb(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL must name the database the e2e server uses");
  client ??= new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 2 }) });
  return client;
}

export type Plan = "regular" | "premium" | "lifetime" | "admin" | "lapsed";

export async function seedUser(plan: Plan = "premium") {
  const day = 24 * 60 * 60 * 1000;
  return testDb().user.create({
    data: {
      email: `pdf-${randomUUID()}@example.test`,
      nickName: `Tester ${plan}`,
      emailVerifiedAt: new Date(),
      role: plan === "admin" ? "ADMIN" : "USER",
      isLifetime: plan === "lifetime",
      membershipEndsAt:
        plan === "premium" ? new Date(Date.now() + 30 * day) : plan === "lapsed" ? new Date(Date.now() - day) : null,
    },
  });
}

export async function sessionToken(user: { id: string; sessionVersion: number }): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET must be the secret the e2e server uses");
  // Tokens name their session record (sid), as every sign-in makes one.
  const session = await testDb().session.create({
    data: { userId: user.id, sessionVersion: user.sessionVersion, userAgent: "e2e seed" },
  });
  return encode({ token: { sub: user.id, sessionVersion: user.sessionVersion, sid: session.id }, secret });
}

type ResumeOptions = {
  lang?: "en" | "ch";
  name?: string;
  config?: Partial<TResumeConfig>;
  edit?: (data: TResumeData) => TResumeData;
  isPublic?: boolean;
  customUrl?: string;
  allowIndexing?: boolean;
  deleted?: boolean;
};

export async function seedResume(userId: string, options: ResumeOptions = {}) {
  const { data, config } = sampleResume(options.lang ?? "en", {
    ...options.config,
    isPublic: options.isPublic ?? false,
  });
  const document = options.edit ? options.edit(data) : data;
  return testDb().resume.create({
    data: {
      userId,
      name: options.name ?? `${document.basicInfo.name}-${document.basicInfo.title}`,
      data: document as unknown as Prisma.InputJsonValue,
      config: config as unknown as Prisma.InputJsonValue,
      isPublic: options.isPublic ?? false,
      customUrl: options.customUrl ?? null,
      allowIndexing: options.allowIndexing ?? false,
      deletedAt: options.deleted ? new Date() : null,
    },
  });
}

export async function disconnectTestDb(): Promise<void> {
  await client?.$disconnect();
  client = undefined;
}
