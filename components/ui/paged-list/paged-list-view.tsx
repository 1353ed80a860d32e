"use client";
// The frame of every paged list: loading, failure (with a retry), the empty state, the rows, the pager. Callers say
// what to call things in their own words (text) and how a page of rows looks (children: a DataTable or a RecordList).
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Pager } from "./pager";
import type { PagedList } from "./use-paged-list";

type Text = {
  loading: string;
  /** The failure in words; the admin lists name the server's reason, the settings tabs a sentence of their own. */
  failed: (error: unknown) => string;
  empty: ReactNode;
};

type Props<T> = {
  list: PagedList<T>;
  page: number;
  onPage: (page: number) => void;
  text: Text;
  children: (rows: T[]) => ReactNode;
};

export function PagedListView<T>({ list, page, onPage, text, children }: Props<T>) {
  const t = useTranslations("DataList");
  const { state } = list;
  if (state.status === "loading") {
    return (
      <p className="text-sm text-slate-500" role="status">
        {text.loading}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sm text-red-700">
        {text.failed(state.error)}{" "}
        <button type="button" className="font-medium underline" onClick={list.retry}>
          {t("retry")}
        </button>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {state.page.data.length === 0 ? (
        <div className="py-6 text-center text-sm text-slate-600">{text.empty}</div>
      ) : (
        children(state.page.data)
      )}
      <Pager page={page} pages={list.pages} onPage={onPage} />
    </div>
  );
}
