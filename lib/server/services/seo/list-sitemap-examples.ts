// The examples the sitemap lists: those whose resume is still public and not deleted (the same rule as the
// example pages), with the later of the example's and its resume's change time.
import "server-only";
import type { PrismaClient } from "@/generated/prisma/client";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { db } from "@/lib/server/db";
import type { SitemapExample } from "@/lib/server/seo/sitemap-entries";

/** Far above the seeded catalogue; the sitemap protocol allows 50,000 URLs per file. */
const LIMIT = 10_000;

export async function listSitemapExamples(client: PrismaClient = db): Promise<SitemapExample[]> {
  const rows = await client.example.findMany({
    where: { resume: { deletedAt: null, isPublic: true } },
    select: { id: true, locale: true, updatedAt: true, resume: { select: { updatedAt: true } } },
    orderBy: [{ locale: "asc" }, { sort: "desc" }, { id: "asc" }],
    take: LIMIT,
  });
  return rows.flatMap((row) =>
    hasLocale(routing.locales, row.locale)
      ? [
          {
            id: row.id,
            locale: row.locale,
            updatedAt: row.updatedAt > row.resume.updatedAt ? row.updatedAt : row.resume.updatedAt,
          },
        ]
      : [],
  );
}
