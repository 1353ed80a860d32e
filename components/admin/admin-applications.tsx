"use client";

import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { apiErrorText } from "@/lib/api-client/api-error-text";
import type { AdminOfferApplicationDto, OfferApplicationStatus } from "@/lib/validations/offer/offer-dto";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { ADMIN_PAGE_SIZE, useAdminListText } from "./admin-list-text";

const statuses: OfferApplicationStatus[] = ["PENDING", "APPROVED", "REJECTED"];

/** Student and open-source applications; approving grants 6 months once (the server enforces it). */
export function AdminApplications() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const format = useFormatter();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OfferApplicationStatus>("PENDING");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const listText = useAdminListText();
  const list = usePagedList<AdminOfferApplicationDto>("/api/admin/offer-applications", page, {
    pageSize: ADMIN_PAGE_SIZE,
    query: { status },
  });

  async function decide(id: string, decision: "APPROVED" | "REJECTED") {
    setBusy(id);
    setError(null);
    try {
      await apiFetch(`/api/admin/offer-applications/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { status: decision },
        locale,
      });
      list.reload();
    } catch (caught) {
      setError(apiErrorText(caught, te));
      list.reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admin-applications">
      <h2 id="admin-applications" className="mb-3 text-lg font-semibold text-slate-900">
        {t("applications.title")}
      </h2>
      <div role="group" aria-label={t("common.status")} className="mb-4 flex flex-wrap gap-2">
        {statuses.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            className={buttonClasses({ size: "sm", variant: status === value ? "primary" : "outline" })}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`applications.${value}`)}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="mb-3 text-red-700">
          {error}
        </p>
      )}
      <PagedListView list={list} page={page} onPage={setPage} text={listText}>
        {(rows) => (
          <RecordList rows={rows} rowKey={(row) => row._id} variant="cards">
            {(row) => (
              <>
                <p className="text-sm text-slate-500">
                  {row.nickName} · {row.email ?? row.userId} ·{" "}
                  {format.dateTime(new Date(row.createdAt), { dateStyle: "medium" })}
                </p>
                <p className="mt-2 text-slate-800">
                  <span className="font-medium">{t(`applications.${row.kind}`)}: </span>
                  {row.kind === "schoolEmail" ? (
                    row.schoolEmail
                  ) : (
                    <a
                      href={row.profileUrl ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-brand-700 underline"
                    >
                      {row.profileUrl}
                    </a>
                  )}
                </p>
                {row.statement && <p className="mt-2 whitespace-pre-line text-slate-700">{row.statement}</p>}
                {row.status === "PENDING" && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      disabled={busy === row._id}
                      className={buttonClasses({ size: "sm" })}
                      onClick={() => decide(row._id, "APPROVED")}
                    >
                      {t("applications.approve")}
                    </button>
                    <button
                      type="button"
                      disabled={busy === row._id}
                      className={buttonClasses({ size: "sm", variant: "outline" })}
                      onClick={() => decide(row._id, "REJECTED")}
                    >
                      {t("applications.reject")}
                    </button>
                  </div>
                )}
              </>
            )}
          </RecordList>
        )}
      </PagedListView>
    </section>
  );
}
