import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "@/components/layout/site-header";
import { resetTopExamples } from "@/components/layout/top-examples-store";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { templateRegistry } from "@/lib/shared/templates/registry";
import { renderWithIntl } from "./render-with-intl";
import { setUrl } from "./navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock,
);

// The network boundary: the browser's fetch answers GET /api/examples like the server does.
// (jsdom has no Response class, so the answer is shaped by hand.)
const topExamples = [
  { _id: "ex1", name: "Backend engineer", used: 1843 },
  { _id: "ex2", name: "Product manager", used: 350 },
  { _id: "ex3", name: "UX designer", used: 101 },
  { _id: "ex4", name: "Data analyst", used: 100 },
];
type Answer = { ok: boolean; status: number; body: unknown };
const success: Answer = { ok: true, status: 200, body: { code: 0, data: { data: topExamples, count: 4 } } };
let examplesAnswer: Answer | Promise<Answer> = success;
const fetchMock = jest.fn(async (input: string) => {
  void input;
  const answer = await examplesAnswer;
  return { ok: answer.ok, status: answer.status, headers: { get: () => null }, json: async () => answer.body };
});

// The banner's hide-before-paint script is server HTML; React (dev) warns when a client render creates it, as this
// test's render does. Only that warning is silenced.
const consoleError = console.error;
beforeAll(() => {
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("Encountered a script tag")) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

const [first, second, third, fourth] = [...templateRegistry].sort((a, b) => b.sort - a.sort);

beforeEach(() => {
  setUrl("/");
  resetTopExamples();
  localStorage.clear();
  currentUserStore.set({ status: "signedOut", user: null });
  fetchMock.mockClear();
  examplesAnswer = success;
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("SiteHeader", () => {
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

  it("shows the referral link only on the Chinese site, and the three menus in both", () => {
    const { unmount } = renderWithIntl(<SiteHeader />, "zh");
    const zhNav = screen.getByRole("navigation", { name: "主导航" });
    expect(within(zhNav).getByRole("link", { name: "邀请有礼" })).toHaveAttribute("href", "/ch/referral");
    for (const name of ["简历模板", "简历示例", "求职知识"])
      expect(within(zhNav).getByRole("button", { name })).toBeInTheDocument();
    unmount();

    renderWithIntl(<SiteHeader />, "en");
    const enNav = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Templates", "Examples", "Knowledge"])
      expect(within(enNav).getByRole("button", { name })).toBeInTheDocument();
    expect(within(enNav).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(enNav).queryByRole("link", { name: "Referral" })).not.toBeInTheDocument();
  });

  it("marks the current section, on a menu's trigger as on a plain link", () => {
    setUrl("/ch/templates");
    const { unmount } = renderWithIntl(<SiteHeader />, "zh");
    expect(screen.getByRole("button", { name: "简历模板" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "简历示例" })).not.toHaveAttribute("aria-current");
    unmount();

    setUrl("/pricing");
    renderWithIntl(<SiteHeader />, "en");
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
  });

  it("shows my resumes and the account menu instead of sign-in links for a signed-in user", async () => {
    renderWithIntl(<SiteHeader user={{ nickName: "Lin", avatar: null }} />, "en");
    expect(screen.getByRole("link", { name: "My resumes" })).toHaveAttribute("href", "/resumes");
    // The menu's code loads once a user is known.
    expect(await screen.findByRole("button", { name: "Account menu for Lin" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });
});

describe("SiteHeader menus", () => {
  it("opens the templates menu by keyboard: the first 4 templates by sort, each with its first theme's colour", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SiteHeader />, "en");
    const trigger = screen.getByRole("button", { name: "Templates" });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = [first, second, third, fourth].map((meta) =>
      within(nav).getByRole("link", { name: new RegExp(`^${meta!.title.en}`) }),
    );
    links.forEach((link, index) => {
      const meta = [first, second, third, fourth][index]!;
      expect(link).toHaveAttribute("href", `/templates/${meta.name.toLowerCase()}`);
      expect(within(link).getByTestId("template-dot")).toHaveStyle({ backgroundColor: meta.themes[0]!.hex });
    });
    expect(within(nav).getAllByTestId("template-dot")).toHaveLength(4);
    expect(within(nav).getByRole("link", { name: "All templates" })).toHaveAttribute("href", "/templates");
    // No aria-hidden element is left in the tab order (radix's focus proxy, axe's aria-hidden-focus).
    await waitFor(() => expect(nav.querySelectorAll('[aria-hidden="true"][tabindex="0"]')).toHaveLength(0));

    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("loads the top 4 examples of the locale when the examples menu opens, tagging those used by more than 100", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SiteHeader />, "zh");
    await user.click(screen.getByRole("button", { name: "简历示例" }));

    const nav = screen.getByRole("navigation", { name: "主导航" });
    const backend = await within(nav).findByRole("link", { name: /Backend engineer/ });
    expect(fetchMock).toHaveBeenCalledWith("/api/examples?pageSize=4&sort=-used&locale=zh", expect.anything());
    expect(backend).toHaveAttribute("href", "/ch/examples?example=ex1");
    // 1843 → 2100+, 350 → 600+, 101 → 400+; 100 is not above the threshold.
    expect(backend).toHaveTextContent("2,100+ 人使用");
    expect(within(nav).getByRole("link", { name: /Product manager/ })).toHaveTextContent("600+ 人使用");
    expect(within(nav).getByRole("link", { name: /UX designer/ })).toHaveTextContent("400+ 人使用");
    expect(
      within(within(nav).getByRole("link", { name: /Data analyst/ })).queryByTestId("usage-tag"),
    ).not.toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "全部示例" })).toHaveAttribute("href", "/ch/examples");
  });

  it("shows a loading skeleton, and after a failure only the link to all examples", async () => {
    let fail: (answer: Answer) => void = () => undefined;
    examplesAnswer = new Promise<Answer>((resolve) => {
      fail = resolve;
    });
    const user = userEvent.setup();
    renderWithIntl(<SiteHeader />, "en");
    await user.click(screen.getByRole("button", { name: "Examples" }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByTestId("examples-menu-skeleton")).toBeInTheDocument();

    fail({ ok: false, status: 500, body: { code: 500, message: "down" } });
    await waitFor(() => expect(within(nav).queryByTestId("examples-menu-skeleton")).not.toBeInTheDocument());
    const menuLinks = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/examples"));
    expect(menuLinks.map((link) => link.textContent)).toEqual(["All examples"]);
  });

  it("lists the guides in the knowledge menu", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SiteHeader />, "en");
    await user.click(screen.getByRole("button", { name: "Knowledge" }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "How to write a resume: a step-by-step guide" })).toHaveAttribute(
      "href",
      "/guides/how-to-write-a-resume",
    );
    expect(within(nav).getByRole("link", { name: "All guides" })).toHaveAttribute("href", "/guides");
  });
});

describe("referral banner", () => {
  it("links to the referral page and stays dismissed once dismissed", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<SiteHeader />, "en");
    const banner = screen.getByRole("region", { name: "Referral program" });
    expect(within(banner).getByRole("link", { name: "How referrals work" })).toHaveAttribute("href", "/referral");

    await user.click(within(banner).getByRole("button", { name: "Dismiss the referral banner" }));
    expect(screen.queryByRole("region", { name: "Referral program" })).not.toBeInTheDocument();
    expect(localStorage.getItem("referral-banner-dismissed")).toBe("1");
    unmount();

    renderWithIntl(<SiteHeader />, "zh");
    expect(screen.queryByRole("region", { name: "邀请有礼" })).not.toBeInTheDocument();
  });
});
