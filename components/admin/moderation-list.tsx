"use client";
// The cards of a moderation list (reviews, offer applications): the last refusal above them, then one card per row
// and the pager, in the words every admin list uses.
import type { ReactNode } from "react";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import type { PagedList } from "@/components/ui/paged-list/use-paged-list";
import { useAdminListText } from "./admin-list-text";

type Props<T> = {
  list: PagedList<T>;
  page: number;
  onPage: (page: number) => void;
  /** The server's reason for the last refused decision, translated. */
  error: string | null;
  children: (row: T) => ReactNode;
};

export function ModerationList<T extends { _id: string }>({ list, page, onPage, error, children }: Props<T>) {
  const listText = useAdminListText();
  return (
    <>
      {error && (
        <p role="alert" className="mb-3 text-red-700">
          {error}
        </p>
      )}
      <PagedListView list={list} page={page} onPage={onPage} text={listText}>
        {(rows) => (
          <RecordList rows={rows} rowKey={(row) => row._id} variant="cards">
            {children}
          </RecordList>
        )}
      </PagedListView>
    </>
  );
}
