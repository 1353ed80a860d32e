// Public resumes whose owner opted in to search engines (allowIndexing): the only /r/ pages the sitemap names,
// the rest answer noindex. The vanity link is preferred because it is the one the owner shares.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { SitemapResume } from "@/lib/server/seo/sitemap-entries";

// With the examples limit this keeps the file under the protocol's 50,000 URLs; past that, split with generateSitemaps.
const LIMIT = 30_000;

export async function listIndexableResumes(client: PrismaClient = db): Promise<SitemapResume[]> {
  const rows = await client.resume.findMany({
    where: { isPublic: true, allowIndexing: true, deletedAt: null },
    select: { uuid: true, customUrl: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
    take: LIMIT,
  });
  return rows.map((row) => ({ slug: row.customUrl ?? row.uuid, updatedAt: row.updatedAt }));
}
