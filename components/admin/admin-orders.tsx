"use client";

import { useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { AdminOrderDto } from "@/lib/validations/admin/admin-dto";
import { AdminListFrame } from "./admin-list-frame";
import { useAdminList } from "./use-admin-list";

const field = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto";

/** Every user's orders, filtered by status and by the buyer's e-mail (part of it) or user id. */
export function AdminOrders() {
  const t = useTranslations("Admin");
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState({ status: "", email: "", userId: "" });
  const { state, pages } = useAdminList<AdminOrderDto>("/api/ordersAdmin", page, filters);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPage(1);
    setFilters({
      status: String(form.get("status") ?? ""),
      email: String(form.get("email") ?? "").trim(),
      userId: String(form.get("userId") ?? "").trim(),
    });
  }

  return (
    <section aria-labelledby="admin-orders">
      <h2 id="admin-orders" className="mb-3 text-lg font-semibold text-slate-900">
        {t("orders.title")}
      </h2>
      <form onSubmit={onSubmit} className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t("common.status")}
          <select name="status" defaultValue="" className={field}>
            <option value="">{t("common.all")}</option>
            {(["0", "1", "2"] as const).map((code) => (
              <option key={code} value={code}>
                {t(`orders.status${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t("common.email")}
          <input name="email" type="search" maxLength={254} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t("common.userId")}
          <input name="userId" type="search" maxLength={64} className={field} />
        </label>
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          {t("common.apply")}
        </button>
      </form>
      <AdminListFrame state={state} page={page} pages={pages} onPage={setPage}>
        {(rows) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {rows.map((order) => (
              <li key={order._id} className="grid gap-1 p-3 text-sm sm:grid-cols-5 sm:items-center">
                <span className="min-w-0 break-all font-medium text-slate-900">{order.email ?? order.userId}</span>
                <span>
                  {t(`plans.${order.planName}`)} · {order.paymentMethod}
                </span>
                <span>{format.number(order.amount / 100, { style: "currency", currency: order.currency })}</span>
                <span>{t(`orders.status${order.status}`)}</span>
                <time dateTime={order.createdAt} className="text-slate-500">
                  {format.dateTime(new Date(order.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}
