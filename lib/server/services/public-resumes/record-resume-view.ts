// Counts a view of a public resume: one VIEW event (with a salted hash of the visitor's address, for unique counts
// without storing it) and viewCount + 1. The caller skips the owner's own views and runs this after the response.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";

export async function recordResumeView(resumeId: string, visitorIp: string | null): Promise<void> {
  const visitorHash = visitorIp
    ? createHash("sha256")
        .update(`${env().AUTH_SECRET ?? ""}:view:${visitorIp}`)
        .digest("base64url")
        .slice(0, 32)
    : null;
  await db.$transaction([
    db.resumeEvent.create({ data: { resumeId, kind: "VIEW", visitorHash } }),
    db.resume.update({ where: { id: resumeId }, data: { viewCount: { increment: 1 } } }),
  ]);
}
