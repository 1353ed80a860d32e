import { screen } from "@testing-library/react";
import { SiteFooter } from "@/components/layout/site-footer";
import { renderWithIntl } from "./render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("./navigation-mock")>("./navigation-mock").nextNavigationMock,
);

describe("SiteFooter", () => {
  it("has the four columns: about, support, services, links", () => {
    renderWithIntl(<SiteFooter />, "en");
    for (const name of ["About", "Support", "Services", "Links"]) {
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    }
  });

  // Issue 21 item 13: the English footer left /review and /roadmap unlinked, and the offer link went to /pricing.
  it("links the same pages in both languages, reviews, the roadmap and the student offer among them", () => {
    const pages = (locale: "en" | "zh") => {
      const { container, unmount } = renderWithIntl(<SiteFooter isAiEnabled />, locale);
      const prefix = locale === "zh" ? /^\/ch(?=\/|$)/ : /^$/;
      const hrefs = [...container.querySelectorAll("a")]
        .filter((link) => !link.hasAttribute("target")) // the filing registers
        .map((link) => link.getAttribute("href") ?? "")
        // The language links go to each language's home on purpose; every other link stays in the footer's locale.
        .filter((href) => href !== "/" && href !== "/ch")
        .map((href) => href.replace(prefix, "") || "/");
      unmount();
      return hrefs.sort();
    };
    const en = pages("en");
    expect(en).toEqual(
      expect.arrayContaining(["/review", "/roadmap", "/offer", "/referral", "/pricing", "/terms", "/privacy"]),
    );
    expect(pages("zh")).toEqual(en);
  });

  it("sends the student and open-source offer to /offer in both languages", () => {
    const { unmount } = renderWithIntl(<SiteFooter />, "en");
    expect(screen.getByRole("link", { name: "Student & open-source offer" })).toHaveAttribute("href", "/offer");
    expect(screen.getByRole("link", { name: "User reviews" })).toHaveAttribute("href", "/review");
    expect(screen.getByRole("link", { name: "Roadmap" })).toHaveAttribute("href", "/roadmap");
    unmount();
    renderWithIntl(<SiteFooter />, "zh");
    expect(screen.getByRole("link", { name: "学生与开源贡献者福利" })).toHaveAttribute("href", "/ch/offer");
    expect(screen.getByRole("link", { name: "用户评价" })).toHaveAttribute("href", "/ch/review");
    expect(screen.getByRole("link", { name: "产品路线图" })).toHaveAttribute("href", "/ch/roadmap");
  });

  it("shows the filing notices when given, linked to their registers", () => {
    renderWithIntl(<SiteFooter filings={{ icp: "京ICP备12345678号", psb: "京公网安备11010502000001号" }} />, "zh");
    expect(screen.getByRole("group", { name: "备案信息" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "京ICP备12345678号" })).toHaveAttribute(
      "href",
      "https://beian.miit.gov.cn/",
    );
    expect(screen.getByRole("link", { name: "京公网安备11010502000001号" })).toBeInTheDocument();
  });

  it("shows only the notice that is set", () => {
    renderWithIntl(<SiteFooter filings={{ icp: "京ICP备12345678号" }} />, "zh");
    expect(screen.getByText("京ICP备12345678号")).toBeInTheDocument();
    expect(screen.queryByText(/公网安备/)).not.toBeInTheDocument();
  });

  it("shows no filing block when none is given", () => {
    renderWithIntl(<SiteFooter />, "zh");
    expect(screen.queryByRole("group", { name: "备案信息" })).not.toBeInTheDocument();
    expect(screen.queryByText(/ICP/)).not.toBeInTheDocument();
  });

  it("links each language's home at its own URL", () => {
    renderWithIntl(<SiteFooter />, "zh");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "中文" })).toHaveAttribute("href", "/ch");
    expect(screen.getByRole("link", { name: "邀请有礼" })).toHaveAttribute("href", "/ch/referral");
  });
});
