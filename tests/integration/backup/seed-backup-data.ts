// Rows and files of every kind a backup must keep: users, resumes (one in the trash), orders, both ledgers, the job
// search (a tracked link with a day of views and a visitor, a job, an application), an uploaded avatar, a cover and the
// data folder's session secret. Written straight to the suite's own database.
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

export type Seeded = {
  users: string[];
  resumes: string[];
  orders: string[];
  balances: string[];
  tokens: string[];
  shareLinks: string[];
  jobs: string[];
  applications: string[];
};

/** `poolMax` 1 for the embedded database, which serves one session at a time (docs/decisions.md). */
export async function seedBackupData(url: string, poolMax = 2): Promise<Seeded> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: poolMax }) });
  const seeded: Seeded = {
    users: [],
    resumes: [],
    orders: [],
    balances: [],
    tokens: [],
    shareLinks: [],
    jobs: [],
    applications: [],
  };
  try {
    for (const n of [1, 2, 3]) {
      const user = await prisma.user.create({
        data: { email: `backup-${n}@example.com`, nickName: `Backup ${n} 备份`, tokenBalance: 1000 * n },
      });
      seeded.users.push(user.id);
      for (const deletedAt of [null, n === 2 ? new Date() : null]) {
        const resume = await prisma.resume.create({
          data: {
            userId: user.id,
            name: `CV ${n} 简历`,
            uuid: randomUUID(),
            data: { basics: { name: `Person ${n}`, summary: "多行\n文本 ✓" } },
            config: { template: "classic" },
            deletedAt,
          },
        });
        seeded.resumes.push(resume.id);
      }
      const order = await prisma.order.create({
        data: {
          userId: user.id,
          plan: "MONTHLY",
          paymentMethod: "STRIPE",
          amountCents: 1990,
          status: n === 1 ? "PAID" : "CREATED",
          paidAt: n === 1 ? new Date() : null,
          expiresAt: new Date(Date.now() + 3600_000),
        },
      });
      seeded.orders.push(order.id);
      const balance = await prisma.balanceRecord.create({
        data: {
          userId: user.id,
          type: "INITIAL",
          operation: "ADD",
          currency: "CNY",
          amountCents: 500,
          balanceAfterCents: 500,
          reference: `gift-${user.id}`,
        },
      });
      seeded.balances.push(balance.id);
      const token = await prisma.tokenRecord.create({
        data: { userId: user.id, type: "INITIAL", operation: "ADD", amount: 1000 * n, balanceAfter: 1000 * n },
      });
      seeded.tokens.push(token.id);
      const link = await prisma.shareLink.create({
        data: {
          userId: user.id,
          resumeId: seeded.resumes[seeded.resumes.length - 1] ?? "",
          label: `Acme ${n} 公司`,
          token: randomBytes(24).toString("base64url"),
          views: n,
          days: { create: [{ day: new Date("2026-11-21"), views: n, uniques: 1 }] },
          visitors: { create: [{ day: new Date("2026-11-21"), visitorHash: randomBytes(32).toString("base64url") }] },
        },
      });
      seeded.shareLinks.push(link.id);
      const job = await prisma.job.create({
        data: { userId: user.id, company: `Acme ${n}`, role: "工程师", description: "多行\n职位描述" },
      });
      seeded.jobs.push(job.id);
      const application = await prisma.application.create({
        data: { userId: user.id, jobId: job.id, shareLinkId: link.id, state: "applied", notes: `Notes ${n} 备注` },
      });
      seeded.applications.push(application.id);
    }
  } finally {
    await prisma.$disconnect();
  }
  return seeded;
}

/** An avatar, a cover, a cover being written (*.tmp, left out of a backup) and the launcher's session secret. */
export function seedDataFolder(dataDir: string, userId: string): void {
  const write = (name: string, bytes: Buffer | string) => {
    const file = path.join(dataDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  };
  write(`uploads/avatars/${userId}/avatar-1.png`, randomBytes(4096));
  write("uploads/covers/resumes/cover-1.png", randomBytes(2048));
  write("uploads/covers/resumes/cover-2.png.123.tmp", "half a file");
  write("auth-secret", randomBytes(48).toString("base64url"));
}
