// How an order that was not real money shows: a sandbox (TEST) order is marked as such in admin and in the buyer's
// orders, and a paid order that was refunded or disputed at Stripe says its grants were taken back, in both languages.
import { screen } from "@testing-library/react";
import { AdminOrders } from "@/components/admin/admin-orders";
import { OrdersTab } from "@/components/settings/orders-tab";
import type { AdminOrderDto } from "@/lib/shared/validations/admin/admin-dto";
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";
import { renderWithIntl } from "../render-with-intl";
import { answer, ok, resetNetwork } from "./fetch-router";

const order = (overrides: Partial<OrderDto>): OrderDto => ({
  _id: Math.random().toString(36).slice(2),
  planName: "monthly",
  type: "monthly",
  paymentMethod: "stripe",
  amount: 1000,
  voucher: 0,
  currency: "USD",
  status: 1,
  createdAt: "2026-11-20T08:30:00.000Z",
  paidAt: "2026-11-20T08:31:00.000Z",
  reversal: null,
  ...overrides,
});
const adminRow = (email: string, overrides: Partial<OrderDto>): AdminOrderDto => ({
  ...order(overrides),
  userId: `u-${email}`,
  email,
});

beforeEach(() => resetNetwork());

describe("AdminOrders", () => {
  it("marks sandbox orders and reversed orders, with the payment method translated", async () => {
    answer(
      "GET /api/ordersAdmin",
      ok({
        count: 3,
        data: [
          adminRow("sandbox@example.com", { paymentMethod: "test" }),
          adminRow("refunded@example.com", { paymentMethod: "wechat", currency: "CNY", reversal: "refunded" }),
          adminRow("disputed@example.com", { reversal: "disputed" }),
        ],
      }),
    );
    renderWithIntl(<AdminOrders />, "en");
    const row = async (email: string) => (await screen.findByText(email)).parentElement!;
    expect(await row("sandbox@example.com")).toHaveTextContent("Sandbox (test)");
    expect(await row("refunded@example.com")).toHaveTextContent("WeChat Pay");
    expect(await row("refunded@example.com")).toHaveTextContent("Refunded, reversed");
    expect(await row("disputed@example.com")).toHaveTextContent("Card");
    expect(await row("disputed@example.com")).toHaveTextContent("Disputed, reversed");
    expect(await row("sandbox@example.com")).not.toHaveTextContent("reversed");
  });

  it("says the same in Chinese", async () => {
    answer(
      "GET /api/ordersAdmin",
      ok({ count: 1, data: [adminRow("a@example.com", { paymentMethod: "test", reversal: "disputed" })] }),
    );
    renderWithIntl(<AdminOrders />, "zh");
    const row = (await screen.findByText("a@example.com")).parentElement!;
    expect(row).toHaveTextContent("沙盒（测试）");
    expect(row).toHaveTextContent("被拒付，已收回");
  });
});

describe("OrdersTab", () => {
  it("tells the buyer which paid orders were refunded or disputed, and marks sandbox orders", async () => {
    answer(
      "GET /api/orders",
      ok({
        count: 3,
        data: [order({ reversal: "refunded" }), order({ reversal: "disputed" }), order({ paymentMethod: "test" })],
      }),
    );
    renderWithIntl(<OrdersTab />, "en");
    const rows = await screen.findAllByTestId("order-row");
    expect(rows[0]).toHaveTextContent("Payment refunded: membership and tokens taken back");
    expect(rows[1]).toHaveTextContent("Payment disputed: membership and tokens taken back");
    expect(rows[2]).toHaveTextContent("Sandbox (test)");
    expect(rows[2]).not.toHaveTextContent("taken back");
  });
});
