// Issue 21 item 8: back from Alipay on /pricing?order={id}. The order is asked about at once and then every 4 s; paid
// → 'payment successful' and home after 2 s with the resume the purchase started from; refunded or unavailable
// (signed out, as on a phone that only scanned a computer's code) say so and stop; Stripe's redirect_status=failed
// offers to cancel the order. Both languages.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderReturnDialog } from "@/components/pricing/order-return-dialog";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { navigation, setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "./fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

beforeEach(() => {
  jest.useFakeTimers();
  resetNetwork();
  answer("GET /api/user/current", ok({ _id: "u1", nickName: "Lin", balance: 0, balances: { CNY: 0, USD: 0 } }));
});
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, "", "/");
});

const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const polls = (orderId: string) => calls.filter((call) => call.path === `/api/orders/${orderId}`).length;

describe("OrderReturnDialog", () => {
  it("asks at once, finds the payment, and goes home naming the resume (English)", async () => {
    setUrl("/pricing", "?order=r1&returnTo=cm1resume&download=1");
    window.history.replaceState(null, "", "/pricing?order=r1&returnTo=cm1resume&download=1&redirect_status=succeeded");
    answer(
      "GET /api/orders/r1",
      ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }),
      ok({ status: 1, trade_state: "SUCCESS", isUpdated: true }),
    );
    renderWithIntl(<OrderReturnDialog orderId="r1" hasFailed={false} />, "en");
    expect(await screen.findByText("Checking your payment…")).toBeInTheDocument();
    expect(polls("r1")).toBe(1);
    await tick(4000);
    expect(await screen.findByText("Payment successful")).toBeInTheDocument();
    await tick(2100);
    expect(navigation.push).toHaveBeenCalledWith("/?state=success&returnTo=cm1resume&download=1");
  });

  it("says a refunded payment was refunded and stops (Chinese)", async () => {
    setUrl("/ch/pricing", "?order=r2");
    answer("GET /api/orders/r2", ok({ status: 3, trade_state: "REFUND", isUpdated: false }));
    renderWithIntl(<OrderReturnDialog orderId="r2" hasFailed={false} />, "zh");
    expect(await screen.findByRole("alert")).toHaveTextContent("这笔付款在订单超时后才到账，已全额退回");
    await tick(12_000);
    expect(polls("r2")).toBe(1);
  });

  it("tells a signed-out phone that the page where the payment started updates itself", async () => {
    setUrl("/pricing", "?order=r3");
    // A phone that only scanned a computer's code has no session here.
    currentUserStore.set({ status: "signedOut", user: null });
    answer("GET /api/orders/r3", { status: 401, body: { code: 401, message: "no premission" } });
    renderWithIntl(<OrderReturnDialog orderId="r3" hasFailed={false} />, "en");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This order can't be shown here: sign in with the account that placed it.",
    );
    expect(screen.getByText("If you paid, the page where you started paying updates by itself.")).toBeInTheDocument();
    await tick(12_000);
    expect(polls("r3")).toBe(1);
  });

  it("offers to cancel an order Alipay did not complete, and keeps asking meanwhile (Chinese)", async () => {
    setUrl("/ch/pricing", "?order=r4&redirect_status=failed");
    answer("GET /api/orders/r4", ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }));
    answer("POST /api/orders/r4/cancel", ok({ status: 2, trade_state: "CLOSED", isUpdated: false }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<OrderReturnDialog orderId="r4" hasFailed />, "zh");
    expect(await screen.findByRole("status")).toHaveTextContent("支付未完成。");
    // The first answer is read before the next tick (an ask still under way is not repeated).
    await tick(100);
    await tick(4000);
    expect(polls("r4")).toBe(2);
    await user.click(screen.getByRole("button", { name: "取消订单（代金券立即退回）" }));
    expect(calls.filter((call) => call.method === "POST" && call.path === "/api/orders/r4/cancel")).toHaveLength(1);
    expect(navigation.replace).toHaveBeenCalledTimes(1);
    const asked = polls("r4");
    await tick(12_000);
    expect(polls("r4")).toBe(asked);
  });
});
