// The pricing steps (docs/product.md §4): on /ch a QR code with the 15-minute countdown and a poll every 4 s until
// paid, then 'payment successful' and home after 2 s; a voucher that covers the price pays without a provider; errors
// are translated; an order left unpaid shows that it expired. Only the voucher of the flow's currency is offered, and a
// waiting order is cancelled by its button or by closing the dialog (issue 20).
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckoutDialog } from "@/components/pricing/checkout-dialog";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { navigation, setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "./fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const signIn = ({ CNY = 0, USD = 0 }: { CNY?: number; USD?: number } = {}) =>
  currentUserStore.set({
    status: "signedIn",
    user: { _id: "u1", nickName: "Lin", balance: CNY, balances: { CNY, USD }, token: 0 } as UserDto,
  });

beforeEach(() => {
  jest.useFakeTimers();
  resetNetwork();
  setUrl("/pricing");
  answer(
    "GET /api/user/current",
    ok({ _id: "u1", nickName: "Lin", balance: 0, balances: { CNY: 0, USD: 0 }, token: 50_000, isValid: true }),
  );
});
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe("CheckoutDialog on /ch", () => {
  it("shows the QR code with the countdown, polls every 4 s, and goes home 2 s after the payment", async () => {
    signIn({ CNY: 300 });
    answer("POST /api/orders", ok({ orderId: "o1", payUrl: "weixin://wxpay/bizpayurl?pr=pi_1", isBalancePay: false }));
    answer(
      "GET /api/orders/o1",
      ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }),
      ok({ status: 1, trade_state: "SUCCESS", isUpdated: true }),
    );
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="quarterly" open onOpenChange={() => undefined} />, "zh");
    expect(await screen.findByText("已使用代金券余额 −¥3，还需支付 ¥17。")).toBeInTheDocument();
    await user.click(screen.getByText("支付宝"));
    await user.click(screen.getByRole("button", { name: "去支付" }));
    expect(await screen.findByRole("img", { name: "支付宝支付二维码" })).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      planName: "quarterly",
      paymentMethod: "alipay",
    });
    expect(screen.getByTestId("payment-countdown")).toHaveTextContent("请在 15:00 内完成支付");

    await tick(4000);
    expect(calls.filter((call) => call.path === "/api/orders/o1")).toHaveLength(1);
    expect(screen.getByTestId("payment-countdown")).toHaveTextContent("14:56");
    await tick(4000);
    expect(await screen.findByText("支付成功")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/user/current")).toBe(true);
    await tick(1900);
    expect(navigation.push).not.toHaveBeenCalled();
    await tick(200);
    expect(navigation.push).toHaveBeenCalledWith("/ch?state=success");
  });

  it("sends the resume the purchase started from with the order, and home names it after the payment", async () => {
    // /pricing?returnTo=…&download=1, as the editor's upgrade dialog links it (issue 21 item 7).
    window.history.replaceState(null, "", "/ch/pricing?returnTo=cm1resume&download=1");
    signIn({ CNY: 1000 });
    answer("POST /api/orders", ok({ orderId: "o1", payUrl: null, isBalancePay: true }));
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "zh");
    await user.click(await screen.findByRole("button", { name: "使用代金券余额支付" }));
    expect(await screen.findByText("支付成功")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      planName: "monthly",
      paymentMethod: "wechat",
      returnTo: "cm1resume",
      download: true,
    });
    await tick(2100);
    expect(navigation.push).toHaveBeenCalledWith("/ch?state=success&returnTo=cm1resume&download=1");
    window.history.replaceState(null, "", "/");
  });

  it("says the order expired when the 15 minutes run out unpaid", async () => {
    signIn();
    answer("POST /api/orders", ok({ orderId: "o2", payUrl: "weixin://x", isBalancePay: false }));
    answer("GET /api/orders/o2", ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }));
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "zh");
    await user.click(await screen.findByRole("button", { name: "去支付" }));
    await screen.findByTestId("payment-countdown");
    await tick(15 * 60 * 1000);
    expect(await screen.findByRole("alert")).toHaveTextContent("订单已超时未支付");
    expect(screen.getByRole("button", { name: "重新下单" })).toBeInTheDocument();
  });

  it("cancels the waiting order with its button, and when the dialog closes at the QR step", async () => {
    signIn({ CNY: 300 });
    answer("POST /api/orders", ok({ orderId: "o4", payUrl: "weixin://x", isBalancePay: false }));
    answer("POST /api/orders/o4/cancel", ok({ status: 2, trade_state: "CLOSED", isUpdated: false }));
    answer("GET /api/orders/o4", ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }));
    const user = setup();
    const { unmount } = renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "zh");
    await user.click(await screen.findByRole("button", { name: "去支付" }));
    await user.click(await screen.findByRole("button", { name: "取消订单（代金券立即退回）" }));
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/orders/o4/cancel")).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "去支付" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "去支付" }));
    await screen.findByTestId("payment-countdown");
    unmount();
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/orders/o4/cancel")).toHaveLength(2);
  });
});

describe("CheckoutDialog on /", () => {
  it("pays from a voucher balance that covers the price, without a provider", async () => {
    signIn({ USD: 1500 });
    answer(
      "POST /api/createEnOrder",
      ok({ orderId: "o3", checkout_url: "http://localhost/?state=success", isBalancePay: true }),
    );
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "en");
    expect(
      await screen.findByText("Your voucher balance of $15 covers this plan: no payment is needed."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay with my voucher balance" }));
    expect(await screen.findByText("Payment successful")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ planName: "monthly", locale: "en" });
    await tick(2000);
    expect(navigation.push).toHaveBeenCalledWith("/?state=success");
  });

  it("offers no yuan voucher for a card payment in dollars", async () => {
    signIn({ CNY: 1500 });
    answer(
      "POST /api/createEnOrder",
      ok({ orderId: "o5", checkout_url: "https://stripe.test/c", isBalancePay: false }),
    );
    renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "en");
    expect(await screen.findByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
    expect(screen.queryByText(/voucher/i)).not.toBeInTheDocument();
  });

  it("shows the translated error when payments are not configured", async () => {
    signIn();
    answer("POST /api/createEnOrder", {
      status: 503,
      body: { code: 400001, message: "Payments are not configured on this server", key: "paymentsNotConfigured" },
    });
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="yearly" open onOpenChange={() => undefined} />, "en");
    await user.click(await screen.findByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Payments are not configured on this server");
  });
});

// Issue 21 item 8: every end of an order stops the poll and says so; a phone coming back asks at once.
describe("CheckoutDialog: how the poll ends", () => {
  const startQr = async (orderId: string) => {
    signIn();
    answer("POST /api/orders", ok({ orderId, payUrl: "weixin://wxpay/bizpayurl?pr=pi_9", isBalancePay: false }));
    const user = setup();
    renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "zh");
    await user.click(await screen.findByRole("button", { name: "去支付" }));
    await screen.findByTestId("payment-countdown");
  };
  const polls = (orderId: string) => calls.filter((call) => call.path === `/api/orders/${orderId}`).length;

  it("says the payment was refunded (status 3) and stops asking", async () => {
    answer("GET /api/orders/o6", ok({ status: 3, trade_state: "REFUND", isUpdated: false }));
    await startQr("o6");
    await tick(4000);
    expect(await screen.findByRole("alert")).toHaveTextContent("这笔付款在订单超时后才到账，已全额退回");
    expect(screen.queryByText("正在等待支付结果…")).not.toBeInTheDocument();
    await tick(12_000);
    expect(polls("o6")).toBe(1);
    expect(screen.getByRole("button", { name: "重新下单" })).toBeInTheDocument();
  });

  it("says the order expired when the server closed it (status 2) and stops asking", async () => {
    answer("GET /api/orders/o7", ok({ status: 2, trade_state: "CLOSED", isUpdated: false }));
    await startQr("o7");
    await tick(4000);
    expect(await screen.findByRole("alert")).toHaveTextContent("订单已超时未支付");
    await tick(12_000);
    expect(polls("o7")).toBe(1);
  });

  it("stops on an order it may not see (404) with a translated message, and retries a server failure", async () => {
    answer(
      "GET /api/orders/o8",
      { status: 503, body: { code: 503, message: "Service unavailable" } },
      { status: 404, body: { code: 404, message: "Not found" } },
    );
    await startQr("o8");
    await tick(4000);
    expect(screen.getByRole("status")).toHaveTextContent("正在等待支付结果…");
    await tick(4000);
    expect(await screen.findByRole("alert")).toHaveTextContent("无法在此查看该订单");
    await tick(12_000);
    expect(polls("o8")).toBe(2);
  });

  it("asks at once when the page becomes visible again, instead of waiting for the next tick", async () => {
    answer(
      "GET /api/orders/o9",
      ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }),
      ok({ status: 1, trade_state: "SUCCESS", isUpdated: true }),
    );
    await startQr("o9");
    await tick(4000);
    expect(polls("o9")).toBe(1);
    await tick(1000);
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(await screen.findByText("支付成功")).toBeInTheDocument();
    expect(polls("o9")).toBe(2);
  });
});
