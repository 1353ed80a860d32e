// Issue 21 item 8: on a phone (a coarse pointer on a narrow screen, PHONE_QUERY) Alipay leaves for Alipay's page at
// once, without a QR code to scan with the phone that shows it; WeChat Pay shows the code as a picture with the
// steps to pay from the same phone, a button that saves it as a PNG, and the computer as the other way. Without a
// touch screen (a narrow desktop window) the QR flow stays. jsdom has neither matchMedia nor a 2D canvas: the screen
// is answered here, and the canvas draws nothing and exports a fixed PNG data URL.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckoutDialog } from "@/components/pricing/checkout-dialog";
import { PHONE_QUERY } from "@/components/pricing/is-phone";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "./fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const PNG = "data:image/png;base64,iVBORw0KGgo=";
let matchesPhone = true;

beforeAll(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY && matchesPhone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  const context = { scale: () => undefined, fillRect: () => undefined, fillStyle: "" };
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toDataURL = () => PNG;
});

beforeEach(() => {
  matchesPhone = true;
  resetNetwork();
  setUrl("/ch/pricing");
  answer("GET /api/orders/p1", ok({ status: 0, trade_state: "NOTPAY", isUpdated: false }));
  currentUserStore.set({
    status: "signedIn",
    user: { _id: "u1", nickName: "Lin", balance: 0, balances: { CNY: 0, USD: 0 }, token: 0 } as UserDto,
  });
});

async function pay(method: "微信支付" | "支付宝", payUrl: string) {
  answer("POST /api/orders", ok({ orderId: "p1", payUrl, isBalancePay: false }));
  const user = userEvent.setup();
  renderWithIntl(<CheckoutDialog planId="monthly" open onOpenChange={() => undefined} />, "zh");
  await user.click(await screen.findByText(method));
  await user.click(screen.getByRole("button", { name: "去支付" }));
}

describe("checkout on a phone (/ch)", () => {
  it("WeChat Pay: the code as a picture, the steps, a Save button with a PNG, and the computer as the other way", async () => {
    await pay("微信支付", "weixin://wxpay/bizpayurl?pr=pi_1");
    const steps = await screen.findByTestId("wechat-phone-steps");
    expect(steps).toHaveTextContent("在本手机上用微信支付");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "保存二维码：点击下方“保存二维码”，或长按二维码保存图片。",
      "打开微信，点击右上角“+”→“扫一扫”，再从相册中选择刚保存的二维码。",
      "支付完成后回到本页面，页面会自动更新。",
    ]);
    const save = await screen.findByRole("link", { name: "保存二维码" });
    expect(save).toHaveAttribute("href", PNG);
    expect(save).toHaveAttribute("download", "wechat-pay-qr.png");
    // An <img> (a phone saves it on a long press), not an SVG or canvas.
    const picture = screen.getByRole("img", { name: "微信支付支付二维码" });
    expect(picture.tagName).toBe("IMG");
    expect(picture).toHaveAttribute("src", PNG);
    expect(screen.getByText("或在电脑上支付：在电脑上打开本页面，用手机微信扫码。")).toBeInTheDocument();
    expect(screen.getByTestId("payment-countdown")).toBeInTheDocument();
    expect(screen.queryByText("请使用微信支付扫描二维码完成支付。")).not.toBeInTheDocument();
  });

  it("Alipay: leaves for Alipay's page at once instead of showing a code", async () => {
    // jsdom cannot navigate and reports the attempt on the console: that report is the departure.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await pay("支付宝", "https://stripe.test/alipay/pi_2");
    expect(await screen.findByRole("button", { name: "正在跳转到安全支付页面…" })).toBeDisabled();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.queryByTestId("payment-countdown")).not.toBeInTheDocument();
    // The order is not cancelled on the way out: the buyer is paying it.
    expect(calls.some((call) => call.path.endsWith("/cancel"))).toBe(false);
    expect(consoleError.mock.calls.some(([error]) => String(error).includes("Not implemented: navigation"))).toBe(true);
    consoleError.mockRestore();
  });

  it("a narrow window without a touch screen keeps the QR code to scan", async () => {
    matchesPhone = false;
    await pay("支付宝", "https://stripe.test/alipay/pi_3");
    expect(await screen.findByText("请使用支付宝扫描二维码完成支付。")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "支付宝支付二维码" }).tagName).toBe("svg");
    expect(screen.queryByTestId("wechat-phone-steps")).not.toBeInTheDocument();
  });
});
