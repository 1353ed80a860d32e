"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { controlClass, FormControl } from "@/components/ui/form-control";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { errorText } from "@/lib/client/api-client/api-error";
import { pagedLists } from "@/lib/client/api-client/paged-lists";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { cn } from "@/lib/shared/utils/cn";
import type { TOrdersAdminFiltersInput } from "@/lib/shared/validations/admin/admin";
import { ADMIN_PAGE_SIZE, useAdminListText } from "./admin-list-text";
import { AdminSection } from "./admin-section";
import { RowTime } from "./row-time";

const loadSchema = () => import("@/lib/shared/validations/admin/admin").then((mod) => mod.ZOrdersAdminFilters);

/** The filter fields as strings; an empty one is no filter. The schema checks the status value itself. */
const readFilters = (data: FormData) =>
  ({
    status: formText(data, "status") || undefined,
    email: formText(data, "email") || undefined,
    userId: formText(data, "userId") || undefined,
  }) as TOrdersAdminFiltersInput;

/** Every user's orders, filtered by status and by the buyer's e-mail (part of it) or user id. */
export function AdminOrders() {
  const t = useTranslations("Admin");
  const te = useTranslations("ApiErrors");
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState({ status: "", email: "", userId: "" });
  const [loadError, setLoadError] = useState<string | null>(null);
  const listText = useAdminListText();
  const list = usePagedList(pagedLists.adminOrders, page, { pageSize: ADMIN_PAGE_SIZE, query: filters });
  const form = useSchemaForm({
    loadSchema,
    read: readFilters,
    onLoadError: (error) => setLoadError(errorText(error, te)),
    onValid: (values) => {
      setLoadError(null);
      setPage(1);
      setFilters({ status: values.status?.toString() ?? "", email: values.email ?? "", userId: values.userId ?? "" });
    },
  });

  return (
    <AdminSection id="admin-orders" title={t("orders.title")}>
      <form {...form.formProps} className="mb-4 grid gap-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-start">
        <FormControl label={t("common.status")} error={form.errors.status}>
          {(control) => (
            <select {...control} name="status" defaultValue="" className={controlClass}>
              <option value="">{t("common.all")}</option>
              {(["0", "1", "2"] as const).map((code) => (
                <option key={code} value={code}>
                  {t(`orders.status${code}`)}
                </option>
              ))}
            </select>
          )}
        </FormControl>
        <FormControl label={t("common.email")} error={form.errors.email}>
          {(control) => <input {...control} name="email" type="search" maxLength={254} className={controlClass} />}
        </FormControl>
        <FormControl label={t("common.userId")} error={form.errors.userId}>
          {(control) => <input {...control} name="userId" type="search" maxLength={64} className={controlClass} />}
        </FormControl>
        {/* Lined up with the fields (below their labels) from the sm breakpoint; full width on a phone. */}
        <button
          type="submit"
          className={buttonClasses({ size: "field", className: "w-full sm:mt-[1.625rem] sm:w-auto" })}
        >
          {t("common.apply")}
        </button>
        {loadError && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-4">
            {loadError}
          </p>
        )}
      </form>
      <PagedListView list={list} page={page} onPage={setPage} text={listText}>
        {(rows) => (
          <RecordList
            rows={rows}
            rowKey={(order) => order._id}
            variant="rows"
            itemClassName="grid gap-1 sm:grid-cols-5 sm:items-center"
          >
            {(order) => (
              <>
                <span className="min-w-0 font-medium text-slate-900">
                  {order.email ?? order.userId ?? t("orders.deletedAccount")}
                </span>
                <span>
                  {t(`plans.${order.planName}`)} ·{" "}
                  {/* A sandbox order was free (PAYMENTS_SANDBOX): marked so it is never taken for revenue. */}
                  <span
                    className={cn(
                      order.paymentMethod === "test" &&
                        "rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900",
                    )}
                  >
                    {t(`orders.methods.${order.paymentMethod}`)}
                  </span>
                </span>
                <span>{format.number(order.amount / 100, { style: "currency", currency: order.currency })}</span>
                <span>
                  {t(`orders.status${order.status}`)}
                  {order.reversal && (
                    <span className="ml-1 rounded bg-red-50 px-1.5 text-xs font-medium text-red-800">
                      {t(`orders.reversal.${order.reversal}`)}
                    </span>
                  )}
                </span>
                <RowTime value={order.createdAt} />
              </>
            )}
          </RecordList>
        )}
      </PagedListView>
    </AdminSection>
  );
}
