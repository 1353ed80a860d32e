// The OAuth buttons show exactly the providers the server has keys for (the browser journey runs with all three set,
// so "none configured" is covered here).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { TermsCheckbox, TermsNotice } from "@/components/auth/terms-agreement";
import { setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("OAuth buttons on the sign-in page", () => {
  beforeEach(() => setUrl("/signin"));

  it("are hidden, with their separator, when no provider is configured", () => {
    renderWithIntl(<SignInScreen oauthProviders={[]} />, "en");
    expect(screen.getByRole("button", { name: /^Sign in$/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Continue with/ })).toBeNull();
    expect(screen.queryByText("or", { exact: true })).toBeNull();
  });

  // The buttons load after the page (components/auth/sign-in-screen.tsx): each test waits for them.
  it("show only the configured provider, in the page's language", async () => {
    renderWithIntl(<SignInScreen oauthProviders={["github"]} />, "zh");
    expect(await screen.findByRole("button", { name: "使用 GitHub 登录" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "使用 Google 登录" })).toBeNull();
  });

  it("show WeChat, with its mark, only when it is configured, in both languages", async () => {
    const { unmount } = renderWithIntl(<SignInScreen oauthProviders={["wechat"]} />, "zh");
    const button = await screen.findByRole("button", { name: "使用微信登录" });
    expect(button.querySelector('img[src="/brand/wechat.svg"]')).toHaveAttribute("alt", "");
    unmount();
    renderWithIntl(<SignInScreen oauthProviders={["github", "wechat"]} />, "en");
    expect(await screen.findByRole("button", { name: "Continue with WeChat" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with GitHub" }).querySelector("img")).toBeNull();
  });

  it("show no WeChat button without its keys", async () => {
    renderWithIntl(<SignInScreen oauthProviders={["github", "google"]} />, "zh");
    await screen.findByRole("button", { name: "使用 GitHub 登录" });
    expect(screen.queryByRole("button", { name: "使用微信登录" })).toBeNull();
  });

  it("show no message on an ordinary visit", async () => {
    renderWithIntl(<SignInScreen oauthProviders={["github"]} />, "en");
    await screen.findByRole("button", { name: "Continue with GitHub" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("show one plain message when next-auth comes back with an error (e.g. cancelled at the provider)", async () => {
    // The page reads ?error= on the server (app/[locale]/(auth)/signin/page.tsx) and passes it on.
    renderWithIntl(<SignInScreen oauthProviders={["github", "google"]} oauthFailed />, "zh");
    expect(await screen.findByRole("alert")).toHaveTextContent("第三方账号登录未完成");
  });
});

// Issue 21 item 10: a provider sign-in can create an account, so /ch asks for its agreement box first.
describe("the agreement under the provider buttons", () => {
  beforeEach(() => {
    setUrl("/ch/login");
    document.cookie = "x-oauth-terms=; Max-Age=0; Path=/";
  });

  it("on /ch: choosing a provider without the box ticked is refused inline, and nothing is remembered", async () => {
    renderWithIntl(<SignInScreen oauthProviders={["github"]} oauthTerms={<TermsCheckbox forProviders />} />, "zh");
    await userEvent.click(await screen.findByRole("button", { name: "使用 GitHub 登录" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请阅读并勾选同意《用户协议》和《隐私政策》");
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-describedby", "oauth-terms-agreement-error");
    expect(document.cookie).not.toContain("x-oauth-terms=1");
  });

  it("in English: the sentence that continuing is agreeing, and no box", async () => {
    setUrl("/signin");
    renderWithIntl(<SignInScreen oauthProviders={["github"]} oauthTerms={<TermsNotice forProviders />} />, "en");
    await screen.findByRole("button", { name: "Continue with GitHub" });
    expect(screen.getByText(/By continuing with one of these accounts you agree to the/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
