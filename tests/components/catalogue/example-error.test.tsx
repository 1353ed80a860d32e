import { fireEvent, screen } from "@testing-library/react";
import ExamplesError from "@/app/[locale]/(marketing)/examples/error";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("examples error boundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says 'Failed to load examples', never the error's own message, and retries", () => {
    const retry = jest.fn();
    renderWithIntl(<ExamplesError error={new Error("connect ECONNREFUSED 10.0.0.5:5432")} retry={retry} />);
    expect(screen.getByRole("heading", { level: 1, name: "Failed to load examples" })).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("is in Chinese", () => {
    renderWithIntl(<ExamplesError error={new Error("boom")} retry={() => undefined} />, "zh");
    expect(screen.getByRole("heading", { level: 1, name: "加载示例失败" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});
