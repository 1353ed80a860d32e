// Settings → orders (preselected by ?type=orders) and balances: rows with translated plan, method, amount, status and
// voucher type, signed amounts in each record's currency, pages, the empty states, and the voucher an unpaid order
// holds (with its countdown and a cancel that gives it back), in both languages.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BalancesTab } from "@/components/settings/balances-tab";
import { OrdersTab } from "@/components/settings/orders-tab";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { BalanceRecordDto } from "@/lib/shared/validations/balances/balance-record-dto";
import type { OrderDto } from "@/lib/shared/validations/orders/order-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "./fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const order = (overrides: Partial<OrderDto>): OrderDto => ({
  _id: Math.random().toString(36).slice(2),
  planName: "quarterly",
  type: "quarterly",
  paymentMethod: "wechat",
  amount: 2000,
  voucher: 0,
  currency: "CNY",
  status: 1,
  createdAt: "2026-11-20T08:30:00.000Z",
  paidAt: "2026-11-20T08:31:00.000Z",
  reversal: null,
  ...overrides,
});
const record = (overrides: Partial<BalanceRecordDto>): BalanceRecordDto => ({
  _id: Math.random().toString(36).slice(2),
  type: "initial",
  operation: "ADD",
  amount: 500,
  currency: "CNY",
  balance: 500,
  createdAt: "2026-11-20T08:30:00.000Z",
  ...overrides,
});

const signIn = (balances: { CNY: number; USD: number }) =>
  currentUserStore.set({
    status: "signedIn",
    user: { _id: "u1", nickName: "Lin", balance: balances.CNY, balances, token: 0 } as UserDto,
  });

beforeEach(() => {
  resetNetwork();
  signIn({ CNY: 640, USD: 0 });
});

describe("OrdersTab", () => {
  it("lists each order with plan, method, amount (and voucher), status and time, in English", async () => {
    answer(
      "GET /api/orders",
      ok({
        count: 2,
        data: [
          order({
            planName: "monthly",
            paymentMethod: "stripe",
            amount: 700,
            voucher: 300,
            currency: "USD",
            status: 0,
          }),
          order({
            planName: "lifetime",
            paymentMethod: "balance",
            amount: 0,
            voucher: 18800,
            currency: "USD",
            status: 2,
          }),
        ],
      }),
    );
    renderWithIntl(<OrdersTab />, "en");
    const rows = await screen.findAllByTestId("order-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Monthly");
    expect(rows[0]).toHaveTextContent("Card");
    expect(rows[0]).toHaveTextContent("$7");
    expect(rows[0]).toHaveTextContent("+ $3 voucher");
    expect(rows[0]).toHaveTextContent("Awaiting payment");
    expect(rows[1]).toHaveTextContent("Voucher balance");
    expect(rows[1]).toHaveTextContent("Expired");
    expect(calls[calls.length - 1]?.path).toBe("/api/orders?currentPage=1&pageSize=12");
  });

  it("pages through the orders", async () => {
    answer(
      "GET /api/orders",
      ok({ count: 13, data: Array.from({ length: 12 }, () => order({})) }),
      ok({ count: 13, data: [order({ planName: "yearly" })] }),
    );
    const user = userEvent.setup();
    renderWithIntl(<OrdersTab />, "zh");
    expect(await screen.findAllByTestId("order-row")).toHaveLength(12);
    expect(screen.getAllByText("已支付")).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: /下一页|next/i }));
    const rows = await screen.findAllByTestId("order-row");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("年度会员");
    expect(calls.map((call) => call.path)).toContain("/api/orders?currentPage=2&pageSize=12");
  });

  it("says so when there are none, with a way to the plans", async () => {
    renderWithIntl(<OrdersTab />, "zh");
    expect(await screen.findByText("暂无订单。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "查看会员套餐" })).toHaveAttribute("href", "/ch/pricing");
  });

  it("offers a retry when the list cannot be loaded", async () => {
    answer(
      "GET /api/orders",
      { status: 500, body: { code: 500, message: "Internal server error" } },
      ok({ count: 0, data: [] }),
    );
    const user = userEvent.setup();
    renderWithIntl(<OrdersTab />, "en");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your orders could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
  });
});

describe("BalancesTab", () => {
  it("shows the voucher balance and each record as income or expense with its type", async () => {
    answer(
      "GET /api/balances",
      ok({
        count: 3,
        data: [
          record({ type: "referrer", amount: 400, balance: 640 }),
          record({ type: "outcome", operation: "consume", amount: 260, balance: 240 }),
          record({ type: "initial", amount: 500, balance: 500 }),
        ],
      }),
    );
    renderWithIntl(<BalancesTab />, "zh");
    expect(screen.getByTestId("voucher-balance")).toHaveTextContent("当前余额：¥6.4");
    const rows = await screen.findAllByTestId("balance-record");
    expect(rows[0]).toHaveTextContent("邀请奖励");
    expect(rows[0]).toHaveTextContent("+¥4");
    expect(rows[1]).toHaveTextContent("订单支出");
    expect(rows[1]).toHaveTextContent("−¥2.6");
    expect(rows[1]).toHaveTextContent("支出");
    expect(rows[2]).toHaveTextContent("注册赠送");
  });

  it("writes each record in its own currency and shows the other currency's balance when it holds any", async () => {
    signIn({ CNY: 640, USD: 500 });
    answer(
      "GET /api/balances",
      ok({ count: 1, data: [record({ type: "referrer", currency: "USD", amount: 500, balance: 500 })] }),
    );
    renderWithIntl(<BalancesTab />, "en");
    expect(screen.getByTestId("voucher-balance")).toHaveTextContent("Current balance: $5 · ¥6.4");
    const [row] = await screen.findAllByTestId("balance-record");
    expect(row).toHaveTextContent("+$5");
  });

  it("shows the voucher an unpaid order holds with its countdown, and gives it back at once on cancel", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z") });
    try {
      signIn({ CNY: 0, USD: 0 });
      const hold = {
        orderId: "o9",
        planName: "quarterly",
        amount: 300,
        currency: "CNY",
        expiresAt: "2026-11-27T10:12:34.000Z",
      };
      answer("GET /api/balances/held", ok({ data: [hold] }), ok({ data: [] }));
      answer("POST /api/orders/o9/cancel", ok({ status: 2, trade_state: "CLOSED", isUpdated: false }));
      answer("GET /api/user/current", ok({ _id: "u1", nickName: "Lin", balance: 300, balances: { CNY: 300, USD: 0 } }));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithIntl(<BalancesTab />, "zh");
      const held = await screen.findByTestId("held-voucher");
      expect(held).toHaveTextContent("¥3 已被未支付的季度会员订单占用");
      expect(within(held).getByTestId("held-voucher-countdown")).toHaveTextContent("12:34");
      await act(async () => void jest.advanceTimersByTime(2000));
      expect(within(held).getByTestId("held-voucher-countdown")).toHaveTextContent("12:32");

      const listLoads = () => calls.filter((call) => call.path.startsWith("/api/balances?")).length;
      const before = listLoads();
      await user.click(within(held).getByRole("button", { name: "取消订单" }));
      expect(calls.filter((call) => call.method === "POST" && call.path === "/api/orders/o9/cancel")).toHaveLength(1);
      expect(await screen.findByText("当前余额：¥3")).toBeInTheDocument();
      expect(screen.queryByTestId("held-voucher")).not.toBeInTheDocument();
      expect(listLoads()).toBeGreaterThan(before);
    } finally {
      jest.useRealTimers();
    }
  });

  it("drops the hold when its time runs out, in English", async () => {
    jest.useFakeTimers({ now: new Date("2026-11-27T10:00:00.000Z") });
    try {
      const hold = {
        orderId: "o8",
        planName: "monthly",
        amount: 500,
        currency: "USD",
        expiresAt: "2026-11-27T10:00:03.000Z",
      };
      answer("GET /api/balances/held", ok({ data: [hold] }));
      renderWithIntl(<BalancesTab />, "en");
      const held = await screen.findByTestId("held-voucher");
      expect(held).toHaveTextContent("$5 held by your unpaid monthly order");
      expect(held).toHaveTextContent("Comes back in 00:03");
      await act(async () => void jest.advanceTimersByTime(3000));
      expect(screen.queryByTestId("held-voucher")).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === "/api/user/current")).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("says so when there are none, pointing at the referral programme", async () => {
    renderWithIntl(<BalancesTab />, "en");
    expect(await screen.findByText(/No voucher records yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Invite friends" })).toHaveAttribute("href", "/referral");
  });
});

describe("SettingsTabs", () => {
  it("opens the orders tab when asked (?type=orders) and switches to balances", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SettingsTabs initialTab="orders" isAiEnabled={false} />, "en");
    expect(screen.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Voucher balance" }));
    expect(await screen.findByText(/No voucher records yet/)).toBeInTheDocument();
  });
});
