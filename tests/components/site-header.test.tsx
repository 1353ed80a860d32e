import { screen, within } from "@testing-library/react";
import { SiteHeader } from "@/components/layout/site-header";
import { renderWithIntl } from "./render-with-intl";
import { setUrl } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock);

describe("SiteHeader", () => {
  beforeEach(() => setUrl("/"));

  it("offers one login link to /ch/login on the Chinese site", () => {
    renderWithIntl(<SiteHeader />, "zh");
    expect(screen.getByRole("link", { name: "登录" })).toHaveAttribute("href", "/ch/login");
    expect(screen.queryByRole("link", { name: "注册" })).not.toBeInTheDocument();
  });

  it("offers sign up and sign in on the English site", () => {
    renderWithIntl(<SiteHeader />, "en");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
  });

  it("shows the referral link only on the Chinese site", () => {
    const { unmount } = renderWithIntl(<SiteHeader />, "zh");
    const zhNav = screen.getByRole("navigation", { name: "主导航" });
    expect(within(zhNav).getByRole("link", { name: "邀请有礼" })).toHaveAttribute("href", "/ch/referral");
    unmount();

    renderWithIntl(<SiteHeader />, "en");
    const enNav = screen.getByRole("navigation", { name: "Main" });
    expect(within(enNav).getByRole("link", { name: "Templates" })).toHaveAttribute("href", "/templates");
    expect(within(enNav).queryByRole("link", { name: "Referral" })).not.toBeInTheDocument();
  });

  it("marks the current section", () => {
    setUrl("/ch/templates");
    renderWithIntl(<SiteHeader />, "zh");
    expect(screen.getByRole("link", { name: "简历模板" })).toHaveAttribute("aria-current", "page");
  });

  it("shows my resumes and the account menu instead of sign-in links for a signed-in user", () => {
    renderWithIntl(<SiteHeader user={{ nickName: "Lin", avatar: null }} />, "en");
    expect(screen.getByRole("link", { name: "My resumes" })).toHaveAttribute("href", "/resumes");
    expect(screen.getByRole("button", { name: "Account menu for Lin" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });
});
