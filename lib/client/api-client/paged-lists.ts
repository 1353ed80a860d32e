// The lists the API answers a page at a time (`{ count, data }`, docs/api.md "Lists"), by name, each path tied to its
// row DTO: `usePagedList(pagedLists.orders, page, …)` reads OrderDto rows without a hand-written type argument.
import type { AdminOrderDto, AuditLogDto, PendingReviewDto } from "@/lib/shared/validations/admin/admin-dto";
import type { BalanceRecordDto } from "@/lib/shared/validations/balances/balance-record-dto";
import type { AdminOfferApplicationDto } from "@/lib/shared/validations/offer/offer-dto";
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";
import type { TokenRecordDto } from "@/lib/shared/validations/tokens/token-record-dto";

declare const row: unique symbol;
/** A list's path, carrying the type of its rows. */
export type PagedPath<T> = string & { readonly [row]?: T };

const list = <T>(path: string) => path as PagedPath<T>;

export const pagedLists = {
  orders: list<OrderDto>("/api/orders"),
  balances: list<BalanceRecordDto>("/api/balances"),
  tokens: list<TokenRecordDto>("/api/tokens"),
  adminOrders: list<AdminOrderDto>("/api/ordersAdmin"),
  adminReviews: list<PendingReviewDto>("/api/admin/reviews"),
  adminOfferApplications: list<AdminOfferApplicationDto>("/api/admin/offer-applications"),
  adminMemberships: list<AuditLogDto>("/api/admin/memberships"),
};
