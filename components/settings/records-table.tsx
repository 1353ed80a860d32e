"use client";
// The list part of the settings tabs that page through the user's records (orders, balances, AI tokens): one page of
// rows in a DataTable, with the tab's own words for loading, failure, the empty state and the table's caption.
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DataTable, type Column } from "@/components/ui/paged-list/data-table";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { usePagedList, type PagedList } from "@/components/ui/paged-list/use-paged-list";
import type { PagedPath } from "@/lib/client/api-client/paged-lists";
import { LIST_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";

type Tab<T> = { list: PagedList<T>; page: number; setPage: (page: number) => void };

/** The current page of a tab's records, from the first page. */
export function useRecordsTab<T>(path: PagedPath<T>): Tab<T> {
  const [page, setPage] = useState(1);
  const list = usePagedList(path, page, { pageSize: LIST_PAGE_SIZE });
  return { list, page, setPage };
}

type Props<T> = {
  tab: Tab<T>;
  /** Where the tab's words are: loading, loadFailed, empty and listLabel. */
  namespace: "Settings.orders" | "Settings.balances" | "Settings.tokens";
  columns: Column<T>[];
  rowTestId: string;
  /** Under the empty sentence: the way to a first record. */
  emptyAction?: ReactNode;
};

export function RecordsTable<T extends { _id: string }>({ tab, namespace, columns, rowTestId, emptyAction }: Props<T>) {
  const t = useTranslations(namespace);
  const text = {
    loading: t("loading"),
    failed: () => t("loadFailed"),
    empty: (
      <>
        <p>{t("empty")}</p>
        {emptyAction}
      </>
    ),
  };
  return (
    <PagedListView list={tab.list} page={tab.page} onPage={tab.setPage} text={text}>
      {(rows) => (
        <DataTable
          caption={t("listLabel")}
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          rowTestId={rowTestId}
        />
      )}
    </PagedListView>
  );
}
