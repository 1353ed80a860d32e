"use client";
// Loading, failure (with a retry) and empty states shared by the orders and balances tabs.
import type { ReactNode } from "react";
import type { RecordsState } from "./use-account-records";

type Props<T> = {
  state: RecordsState<T>;
  text: { loading: string; loadFailed: string; retry: string; empty: ReactNode };
  retry: () => void;
};

export function RecordsStatus<T>({ state, text, retry }: Props<T>) {
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
        {text.loadFailed}{" "}
        <button type="button" className="font-medium underline" onClick={retry}>
          {text.retry}
        </button>
      </p>
    );
  }
  if (state.page.data.length === 0) return <div className="py-6 text-center text-sm text-slate-600">{text.empty}</div>;
  return null;
}
