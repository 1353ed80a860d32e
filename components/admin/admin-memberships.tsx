"use client";

import { useState, type FormEvent } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client/api-fetch";
import { planIds } from "@/lib/pricing/plans";
import type { AuditLogDto, MembershipChangeDto } from "@/lib/validations/admin/admin-dto";
import { adminErrorText } from "./admin-error-text";
import { AdminListFrame } from "./admin-list-frame";
import { useAdminList } from "./use-admin-list";

const field = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm";

/** Grant (a plan, an exact end date) or end a user's membership; each act lands in the audit log shown below. */
export function AdminMemberships() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const format = useFormatter();
  const locale = useLocale();
  const [action, setAction] = useState<"grant" | "end">("grant");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const { state, pages, reload } = useAdminList<AuditLogDto>("/api/admin/memberships", page, {});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
    const body =
      action === "end"
        ? { action, email: text("email"), note: text("note") }
        : { action, email: text("email"), plan: text("plan"), endsAt: text("endsAt"), note: text("note") };
    setBusy(true);
    setMessage(null);
    try {
      const result = await apiFetch<MembershipChangeDto>("/api/admin/memberships", { method: "POST", body, locale });
      setMessage({
        ok: true,
        text: t("memberships.saved", {
          valiTo: result.valiTo ? format.dateTime(new Date(result.valiTo), { dateStyle: "medium" }) : "—",
          isVip: String(result.isVip),
          tokens: result.tokensGranted,
        }),
      });
      reload();
    } catch (error) {
      setMessage({ ok: false, text: adminErrorText(error, t, te) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-memberships" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="admin-memberships" className="mb-4 text-lg font-semibold text-slate-900">
          {t("memberships.title")}
        </h2>
        <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
          <label className="flex flex-col gap-1 text-sm text-slate-700 sm:col-span-2">
            {t("memberships.target")}
            <input name="email" type="email" required maxLength={254} autoComplete="off" className={field} />
          </label>
          <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700 sm:col-span-2">
            <legend className="mb-1">{t("memberships.action")}</legend>
            {(["grant", "end"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="action"
                  value={value}
                  checked={action === value}
                  onChange={() => setAction(value)}
                />
                {t(`memberships.${value}`)}
              </label>
            ))}
          </fieldset>
          {action === "grant" && (
            <>
              <label className="flex flex-col gap-1 text-sm text-slate-700">
                {t("memberships.plan")}
                <select name="plan" defaultValue="monthly" className={field}>
                  <option value="">{t("memberships.none")}</option>
                  {planIds.map((id) => (
                    <option key={id} value={id}>
                      {t(`plans.${id}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm text-slate-700">
                {t("memberships.endsAt")}
                <input name="endsAt" type="date" className={field} />
              </label>
            </>
          )}
          <label className="flex flex-col gap-1 text-sm text-slate-700 sm:col-span-2">
            {t("memberships.note")}
            <textarea name="note" maxLength={500} rows={2} className={field} />
          </label>
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className={buttonClasses()}>
              {t("memberships.submit")}
            </button>
          </div>
          {message && (
            <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-green-700" : "text-red-700"}>
              {message.text}
            </p>
          )}
        </form>
      </section>
      <section aria-labelledby="admin-audit">
        <h2 id="admin-audit" className="mb-3 text-lg font-semibold text-slate-900">
          {t("memberships.log")}
        </h2>
        <AdminListFrame state={state} page={page} pages={pages} onPage={setPage}>
          {(rows) => (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {rows.map((row) => (
                <li key={row._id} className="grid gap-1 p-3 text-sm sm:grid-cols-3">
                  <span className="font-medium text-slate-900">{t(`memberships.${row.action}`)}</span>
                  <span className="break-all text-slate-700">{row.targetUserId}</span>
                  <time dateTime={row.createdAt} className="text-slate-500">
                    {format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </AdminListFrame>
      </section>
    </div>
  );
}
