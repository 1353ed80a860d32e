import { act, screen } from "@testing-library/react";
import { PaymentSuccessNotice, WELCOME_NOTICE_MS } from "@/components/home/payment-success-notice";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("PaymentSuccessNotice", () => {
  it("welcomes a new member for 5 s, then clears ?state=success without scrolling", () => {
    setUrl("/", "state=success");
    renderWithIntl(<PaymentSuccessNotice />, "en");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Welcome to premium!");
    expect(status).toHaveTextContent("Your membership is now active.");

    act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS - 100));
    expect(navigation.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(navigation.replace).toHaveBeenCalledWith("/", { scroll: false });
  });

  it("keeps other query parameters and the Chinese path", () => {
    setUrl("/ch", "state=success&ref=mail");
    renderWithIntl(<PaymentSuccessNotice />, "zh");
    expect(screen.getByRole("status")).toHaveTextContent("欢迎成为会员！");
    act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS));
    expect(navigation.replace).toHaveBeenCalledWith("/ch?ref=mail", { scroll: false });
  });

  it("is an empty live region without the query", () => {
    setUrl("/", "state=pending");
    renderWithIntl(<PaymentSuccessNotice />, "en");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS));
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});
