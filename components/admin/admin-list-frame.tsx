"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import type { AdminListState } from "./use-admin-list";

type Props<T> = {
  state: AdminListState<T>;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
};

/** Loading, failure, empty and pager around an admin list. */
export function AdminListFrame<T>({ state, page, pages, onPage, children }: Props<T>) {
  const t = useTranslations("Admin.common");
  const te = useTranslations("ApiErrors");
  if (state.status === "loading") return <p className="text-slate-500">{t("loading")}</p>;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-red-700">
        {apiErrorText(state.error, te)}
      </p>
    );
  }
  if (state.page.data.length === 0) return <p className="text-slate-500">{t("empty")}</p>;
  return (
    <div>
      {children(state.page.data)}
      <div className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-600">
        <button
          type="button"
          className={buttonClasses({ variant: "outline", size: "sm" })}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t("previous")}
        </button>
        <span>{t("page", { page, pages })}</span>
        <button
          type="button"
          className={buttonClasses({ variant: "outline", size: "sm" })}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t("next")}
        </button>
      </div>
    </div>
  );
}
