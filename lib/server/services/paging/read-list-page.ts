// One page of a list the API answers as `{ count, data }` (docs/api.md; CONTRIBUTING.md "Client calls"): the rows of
// `currentPage` and the total, read in one transaction so the count belongs to the same state as the rows. Each list
// names its query; the page arithmetic and the id tie-break that keeps pages stable live here once.
import "server-only";
import type { Prisma, PrismaClient } from "@/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { CatalogueSort } from "@/lib/shared/validations/catalogue/list-query";
import type { TListPageQuery } from "@/lib/shared/validations/pagination/list-page-query";

/** The rows a page covers, as findMany takes them. */
export type TPageWindow = { skip: number; take: number };

type TListReads<Row> = {
  rows: (window: TPageWindow) => Prisma.PrismaPromise<Row[]>;
  count: () => Prisma.PrismaPromise<number>;
};

/** Newest first; the id breaks ties, so rows written in the same millisecond never move between pages. */
export const newestFirst = (): [{ createdAt: "desc" }, { id: "desc" }] => [{ createdAt: "desc" }, { id: "desc" }];

/** Oldest first (the admin queues' order), with the same tie-break. */
export const oldestFirst = (): [{ createdAt: "asc" }, { id: "asc" }] => [{ createdAt: "asc" }, { id: "asc" }];

/** A catalogue list's order (`?sort=-used`): the requested field, the id breaking ties between equal values. */
export const catalogueOrder = ({ field, direction }: CatalogueSort) => [{ [field]: direction }, { id: "asc" as const }];

export async function readListPage<Row>(
  { currentPage, pageSize }: TListPageQuery,
  reads: TListReads<Row>,
  client: Pick<PrismaClient, "$transaction"> = db,
): Promise<{ rows: Row[]; count: number }> {
  const [rows, count] = await client.$transaction([
    reads.rows({ skip: (currentPage - 1) * pageSize, take: pageSize }),
    reads.count(),
  ]);
  return { rows, count };
}
