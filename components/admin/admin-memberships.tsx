"use client";

import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { controlClass, FormControl } from "@/components/ui/form-control";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { changeMembership } from "@/lib/client/api-client/admin-client";
import { errorText } from "@/lib/client/api-client/api-error";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { useSubmitErrorText } from "@/lib/client/forms/submit-error-text";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { planIds } from "@/lib/shared/pricing/plans";
import type { TAdminMembershipInput } from "@/lib/shared/validations/admin/admin";
import { ADMIN_PAGE_SIZE, useAdminListText } from "./admin-list-text";
import { AdminSection } from "./admin-section";
import { RowTime } from "./row-time";

const loadSchema = () => import("@/lib/shared/validations/admin/admin").then((mod) => mod.ZAdminMembershipBody);

/**
 * The fields as the API takes them: empty optional fields left out; the e-mail always sent, so an empty one is
 * "Enter a valid e-mail address" on its own field. The schema checks the action and plan values themselves.
 */
function readMembership(data: FormData): TAdminMembershipInput {
  const optional = (name: string) => formText(data, name).trim() || undefined;
  const common = { email: formText(data, "email"), note: optional("note") };
  return (
    formText(data, "action") === "end"
      ? { action: "end", ...common }
      : { action: "grant", ...common, plan: optional("plan"), endsAt: optional("endsAt") }
  ) as TAdminMembershipInput;
}

/** Grant (a plan, an exact end date) or end a user's membership; each act lands in the audit log shown below. */
export function AdminMemberships() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const submitErrorText = useSubmitErrorText();
  const format = useFormatter();
  const locale = useLocale();
  const [action, setAction] = useState<"grant" | "end">("grant");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [page, setPage] = useState(1);
  const listText = useAdminListText();
  const list = usePagedList(pagedLists.adminMemberships, page, { pageSize: ADMIN_PAGE_SIZE });

  const form = useSchemaForm({
    loadSchema,
    read: readMembership,
    onLoadError: (error) => setMessage({ ok: false, text: errorText(error, te) }),
    // The checked fields are sent as typed (the server parses them again): the end date stays "YYYY-MM-DD".
    onValid: async (_values, element) => {
      setMessage(null);
      try {
        const result = await changeMembership(readMembership(new FormData(element)), locale);
        setMessage({
          ok: true,
          text: t("memberships.saved", {
            valiTo: result.valiTo ? format.dateTime(new Date(result.valiTo), { dateStyle: "medium" }) : "—",
            isVip: String(result.isVip),
            tokens: result.tokensGranted,
          }),
        });
        list.reload();
      } catch (error) {
        setMessage({ ok: false, text: submitErrorText(error) });
      }
    },
  });

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-memberships" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="admin-memberships" className="mb-4 text-lg font-semibold text-slate-900">
          {t("memberships.title")}
        </h2>
        <form {...form.formProps} className="grid gap-4 sm:grid-cols-2">
          <FormControl
            label={t("memberships.target")}
            error={form.errors.email ?? form.errors.userId}
            className="sm:col-span-2"
          >
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                inputMode="email"
                maxLength={254}
                autoComplete="off"
                className={controlClass}
              />
            )}
          </FormControl>
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 sm:col-span-2">
            <legend className="mb-1 font-medium text-slate-800">{t("memberships.action")}</legend>
            {(["grant", "end"] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 sm:min-h-0">
                <input
                  type="radio"
                  name="action"
                  value={value}
                  checked={action === value}
                  onChange={() => setAction(value)}
                  className="size-4 accent-brand-600"
                />
                {t(`memberships.${value}`)}
              </label>
            ))}
          </fieldset>
          {action === "grant" && (
            <>
              <FormControl label={t("memberships.plan")} error={form.errors.plan}>
                {(control) => (
                  <select {...control} name="plan" defaultValue="monthly" className={controlClass}>
                    <option value="">{t("memberships.none")}</option>
                    {planIds.map((id) => (
                      <option key={id} value={id}>
                        {t(`plans.${id}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FormControl>
              <FormControl label={t("memberships.endsAt")} error={form.errors.endsAt}>
                {(control) => <input {...control} name="endsAt" type="date" className={controlClass} />}
              </FormControl>
            </>
          )}
          <FormControl label={t("memberships.note")} error={form.errors.note} className="sm:col-span-2">
            {(control) => <textarea {...control} name="note" maxLength={500} rows={2} className={controlClass} />}
          </FormControl>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={form.isSubmitting}
              className={buttonClasses({ size: "field", className: "w-full sm:w-auto" })}
            >
              {t("memberships.submit")}
            </button>
          </div>
          {message && (
            <p
              role={message.ok ? "status" : "alert"}
              className={message.ok ? "text-green-700 sm:col-span-2" : "text-red-700 sm:col-span-2"}
            >
              {message.text}
            </p>
          )}
        </form>
      </section>
      <AdminSection id="admin-audit" title={t("memberships.log")}>
        <PagedListView list={list} page={page} onPage={setPage} text={listText}>
          {(rows) => (
            <RecordList rows={rows} rowKey={(row) => row._id} variant="rows" itemClassName="grid gap-1 sm:grid-cols-3">
              {(row) => (
                <>
                  <span className="font-medium text-slate-900">{t(`memberships.${row.action}`)}</span>
                  <span className="text-slate-700">{row.targetUserId}</span>
                  <RowTime value={row.createdAt} />
                </>
              )}
            </RecordList>
          )}
        </PagedListView>
      </AdminSection>
    </div>
  );
}
