// The OAuth buttons show exactly the providers the server has keys for (the browser journey runs with both set,
// so "none configured" is covered here).
import { screen } from "@testing-library/react";
import { SignInScreen } from "@/components/auth/sign-in-screen";
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

  it("show only the configured provider, in the page's language", () => {
    renderWithIntl(<SignInScreen oauthProviders={["github"]} />, "zh");
    expect(screen.getByRole("button", { name: "使用 GitHub 登录" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "使用 Google 登录" })).toBeNull();
  });

  it("show no message on an ordinary visit", () => {
    renderWithIntl(<SignInScreen oauthProviders={["github"]} />, "en");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("show one plain message when next-auth comes back with an error (e.g. cancelled at the provider)", () => {
    setUrl("/ch/login", "?callbackUrl=%2Fch&error=OAuthCallback");
    renderWithIntl(<SignInScreen oauthProviders={["github", "google"]} />, "zh");
    expect(screen.getByRole("alert")).toHaveTextContent("第三方账号登录未完成");
  });
});
