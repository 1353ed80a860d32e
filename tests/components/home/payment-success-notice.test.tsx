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

  it("offers the way back to the resume the purchase started from, and leaves it out of the cleared query", () => {
    setUrl("/", "state=success&returnTo=cm1resume0000000000000000");
    renderWithIntl(<PaymentSuccessNotice />, "en");
    expect(screen.getByRole("link", { name: "Back to your resume" })).toHaveAttribute(
      "href",
      "/editor/cm1resume0000000000000000",
    );
    expect(screen.getByRole("status")).not.toHaveTextContent("download");
    act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS));
    expect(navigation.replace).toHaveBeenCalledWith("/", { scroll: false });
  });

  it("goes back to the resume by itself when the purchase started from Download PDF (Chinese path)", () => {
    setUrl("/ch", "state=success&returnTo=cm1resume0000000000000000&download=1");
    renderWithIntl(<PaymentSuccessNotice />, "zh");
    expect(screen.getByRole("status")).toHaveTextContent("PDF 将在那里开始下载");
    expect(screen.getByRole("link", { name: "返回你的简历" })).toHaveAttribute(
      "href",
      "/ch/editor/cm1resume0000000000000000?download=1",
    );
    act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS - 100));
    expect(navigation.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(navigation.replace.mock.calls).toEqual([["/ch/editor/cm1resume0000000000000000?download=1"]]);
  });

  it("offers no way back for a returnTo that is no resume id", () => {
    for (const returnTo of ["%2F%2Fevil.test", "..%2F..%2Fadmin", "x%3Fy%3Dz", "https%3A%2F%2Fevil.test"]) {
      setUrl("/", `state=success&returnTo=${returnTo}&download=1`);
      const { unmount } = renderWithIntl(<PaymentSuccessNotice />, "en");
      expect(screen.getByRole("status")).toHaveTextContent("Welcome to premium!");
      expect(screen.queryByRole("link")).toBeNull();
      act(() => jest.advanceTimersByTime(WELCOME_NOTICE_MS));
      expect(navigation.replace).toHaveBeenCalledWith("/", { scroll: false });
      unmount();
    }
  });
});
