"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/i18n/routing";
import { decideOfferApplication } from "@/lib/client/api-client/admin-client";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import type { OfferApplicationStatus } from "@/lib/shared/validations/offer/offer-dto";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { ADMIN_PAGE_SIZE } from "./admin-list-text";
import { ModerationButtons, useModeration, type Decision } from "./moderation-actions";
import { ModerationList } from "./moderation-list";
import { AdminSection } from "./admin-section";

const statuses: OfferApplicationStatus[] = ["PENDING", "APPROVED", "REJECTED"];
const send = (id: string, decision: Decision, locale: Locale) =>
  decideOfferApplication(id, { status: decision }, locale);

/** Student and open-source applications; approving grants 6 months once (the server enforces it). */
export function AdminApplications() {
  const t = useTranslations("Admin");
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OfferApplicationStatus>("PENDING");
  const list = usePagedList(pagedLists.adminOfferApplications, page, {
    pageSize: ADMIN_PAGE_SIZE,
    query: { status },
  });

  const { error, busy, decide } = useModeration(send, list.reload, { reloadOnError: true });

  return (
    <AdminSection id="admin-applications" title={t("applications.title")}>
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
      <ModerationList list={list} page={page} onPage={setPage} error={error}>
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
              <ModerationButtons
                isBusy={busy === row._id}
                approve={t("applications.approve")}
                reject={t("applications.reject")}
                onDecide={(decision) => decide(row._id, decision)}
              />
            )}
          </>
        )}
      </ModerationList>
    </AdminSection>
  );
}
