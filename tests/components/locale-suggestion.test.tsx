import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LOCALE_SUGGESTION_KEY, LocaleSuggestion } from "@/components/layout/locale-suggestion";
import zh from "@/messages/zh.json";
import { renderWithIntl } from "./render-with-intl";
import { setUrl } from "./navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock,
);

const props = { target: "zh" as const, ...zh.LocaleSuggestion };

function preferLanguages(languages: string[]) {
  jest.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

describe("LocaleSuggestion", () => {
  beforeEach(() => {
    localStorage.clear();
    setUrl("/templates", "x=1");
  });
  afterEach(() => jest.restoreAllMocks());

  it("offers the same page under /ch to a Chinese-preferring browser", async () => {
    preferLanguages(["zh-CN", "en"]);
    renderWithIntl(<LocaleSuggestion {...props} />, "en");
    // The banner's code loads only for such a browser.
    expect(await screen.findByRole("link", { name: "切换到中文" })).toHaveAttribute("href", "/ch/templates?x=1");
  });

  it("stays hidden for other browsers", () => {
    preferLanguages(["en-US", "zh-CN"]);
    renderWithIntl(<LocaleSuggestion {...props} />, "en");
    expect(screen.queryByRole("link", { name: "切换到中文" })).not.toBeInTheDocument();
  });

  it("remembers a dismissal", async () => {
    preferLanguages(["zh"]);
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<LocaleSuggestion {...props} />, "en");
    await user.click(await screen.findByRole("button", { name: "不再提示" }));
    expect(screen.queryByRole("link", { name: "切换到中文" })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_SUGGESTION_KEY)).toBe("1");
    unmount();

    renderWithIntl(<LocaleSuggestion {...props} />, "en");
    expect(screen.queryByRole("link", { name: "切换到中文" })).not.toBeInTheDocument();
  });
});
