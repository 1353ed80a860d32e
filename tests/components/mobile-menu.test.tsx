import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { headerMenuData } from "@/components/layout/header-menu-data";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { resetTopExamples } from "@/components/layout/top-examples-store";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { renderWithIntl } from "./render-with-intl";
import { setUrl } from "./navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock,
);

// The network boundary: GET /api/examples as the server answers it (jsdom has no Response class).
const examples = [
  { _id: "ex1", name: "Backend engineer", used: 1843 },
  { _id: "ex2", name: "Product manager", used: 90 },
];
const fetchMock = jest.fn(async (input: string) => {
  void input;
  return {
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => ({ code: 0, data: { data: examples, count: 2 } }),
  };
});

beforeEach(() => {
  setUrl("/");
  resetTopExamples();
  currentUserStore.set({ status: "signedOut", user: null });
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("MobileMenu", () => {
  it("opens from the hamburger button and closes with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} menus={headerMenuData("en")} />, "en");
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
    renderWithIntl(<MobileMenu user={null} menus={headerMenuData("zh")} />, "zh");
    screen.getByRole("button", { name: "打开菜单" }).focus();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "菜单" });
    expect(within(dialog).getByRole("link", { name: "登录" })).toHaveAttribute("href", "/ch/login");
    expect(within(dialog).getAllByRole("link", { name: "邀请有礼" })[0]).toHaveAttribute("href", "/ch/referral");
    for (const name of ["关于", "支持", "服务", "链接"]) {
      expect(within(dialog).getByRole("heading", { name })).toBeInTheDocument();
    }
    // Chinese-only footer items.
    expect(within(dialog).getByRole("link", { name: "用户评价" })).toHaveAttribute("href", "/ch/review");
    expect(within(dialog).getByRole("link", { name: "产品路线图" })).toHaveAttribute("href", "/ch/roadmap");
    expect(within(dialog).getByRole("combobox", { name: "语言" })).toBeInTheDocument();
  });

  it("shows the templates, examples and knowledge menus as groups that open by keyboard", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} menus={headerMenuData("en")} />, "en");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const nav = within(screen.getByRole("dialog", { name: "Menu" })).getByRole("navigation", { name: "Main" });

    const templates = within(nav).getByRole("button", { name: "Templates" });
    expect(templates).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "All templates" })).not.toBeInTheDocument();
    templates.focus();
    await user.keyboard("{Enter}");
    expect(templates).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getAllByTestId("template-dot")).toHaveLength(4);
    expect(within(nav).getByRole("link", { name: "All templates" })).toHaveAttribute("href", "/templates");

    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(nav).getByRole("button", { name: "Examples" }));
    expect(await within(nav).findByRole("link", { name: /Backend engineer/ })).toHaveTextContent("2,100+ users");
    expect(within(nav).getByRole("link", { name: "Product manager" })).toHaveAttribute("href", "/examples?example=ex2");
    expect(fetchMock).toHaveBeenCalledWith("/api/examples?pageSize=4&sort=-used&locale=en", expect.anything());

    await user.click(within(nav).getByRole("button", { name: "Knowledge" }));
    expect(within(nav).getByRole("link", { name: "All guides" })).toHaveAttribute("href", "/guides");

    // Following a link closes the sheet (jsdom cannot navigate, so the browser's part of the click is skipped).
    document.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true });
    await user.click(within(nav).getByRole("link", { name: "All guides" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    renderWithIntl(<MobileMenu user={null} menus={headerMenuData("en")} />, "en");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
