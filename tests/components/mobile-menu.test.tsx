import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { renderWithIntl } from "./render-with-intl";
import { setUrl } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock);

describe("MobileMenu", () => {
  beforeEach(() => setUrl("/"));

  it("opens from the hamburger button and closes with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} />, "en");
    const trigger = screen.getByRole("button", { name: "Open menu" });

    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    const nav = within(dialog).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("opens with the keyboard and mirrors the navigation, the account links and the footer columns", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} />, "zh");
    screen.getByRole("button", { name: "打开菜单" }).focus();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "菜单" });
    expect(within(dialog).getByRole("link", { name: "登录" })).toHaveAttribute("href", "/ch/login");
    expect(within(dialog).getAllByRole("link", { name: "邀请有礼" })[0]).toHaveAttribute("href", "/ch/referral");
    for (const name of ["关于", "支持", "服务", "链接"]) {
      expect(within(dialog).getByRole("heading", { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("combobox", { name: "语言" })).toBeInTheDocument();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} />, "en");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
