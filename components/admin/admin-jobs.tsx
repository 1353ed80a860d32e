"use client";
// The background jobs (lib/server/jobs/): each queue's waiting, running and failed jobs, and the last failures with
// their error's first line; no job data, no addresses, no mail. Read once when the section opens; "refresh" reads again.
import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { DataTable } from "@/components/ui/paged-list/data-table";
import { getJobQueues } from "@/lib/client/api-client/admin-client";
import type { JobQueuesDto } from "@/lib/shared/validations/admin/job-queue-dto";
import { useAdminListText } from "./admin-list-text";
import { AdminSection } from "./admin-section";
import { RowTime } from "./row-time";

type Load = { state: "loading" } | { state: "failed"; error: unknown } | { state: "ready"; data: JobQueuesDto };

export function AdminJobs() {
  const t = useTranslations("Admin.jobs");
  const listText = useAdminListText();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    getJobQueues(controller.signal).then(
      (data) => setLoad({ state: "ready", data }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: "failed", error }),
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <AdminSection id="admin-jobs" title={t("title")}>
      <p className="mb-3 text-sm text-slate-600">{t("intro")}</p>
      <button type="button" onClick={refresh} className={buttonClasses({ variant: "outline", className: "mb-4" })}>
        {t("refresh")}
      </button>
      {load.state === "loading" && <p className="text-sm text-slate-600">{listText.loading}</p>}
      {load.state === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {listText.failed(load.error)}
        </p>
      )}
      {load.state === "ready" && (
        <div className="grid gap-6">
          <DataTable
            caption={t("queues")}
            rows={load.data.queues}
            rowKey={(queue) => queue.name}
            rowTestId="job-queue"
            columns={[
              { id: "name", header: t("queue"), cell: (queue) => <span className="font-medium">{queue.name}</span> },
              { id: "cron", header: t("schedule"), cell: (queue) => queue.cron ?? t("onDemand"), wide: true },
              { id: "queued", header: t("queued"), cell: (queue) => queue.queued, align: "right" },
              { id: "active", header: t("active"), cell: (queue) => queue.active, align: "right" },
              {
                id: "failed",
                header: t("failed"),
                cell: (queue) => queue.failed,
                align: "right",
                className: "tabular-nums",
              },
            ]}
          />
          <div>
            <h3 className="mb-2 font-semibold text-slate-900">{t("lastFailures")}</h3>
            {load.data.failures.length === 0 ? (
              <p className="text-sm text-slate-600">{t("noFailures")}</p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
                {load.data.failures.map((failure) => (
                  <li key={failure.id} data-testid="job-failure" className="grid gap-1 px-3 py-3">
                    <span className="flex flex-wrap gap-x-3">
                      <span className="font-medium text-slate-900">{failure.queue}</span>
                      <RowTime value={failure.failedAt} />
                      <span className="text-slate-500">{t("tries", { count: failure.tries })}</span>
                    </span>
                    <span className="break-words text-slate-700">{failure.error || t("noMessage")}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </AdminSection>
  );
}
