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

  it("shows reviews, referral and the roadmap on the Chinese site only (SPEC §1)", () => {
    const { unmount } = renderWithIntl(<SiteFooter />, "zh");
    expect(screen.getByRole("link", { name: "用户评价" })).toHaveAttribute("href", "/ch/review");
    expect(screen.getByRole("link", { name: "产品路线图" })).toHaveAttribute("href", "/ch/roadmap");
    unmount();

    renderWithIntl(<SiteFooter />, "en");
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    for (const name of ["User reviews", "Referral program", "Roadmap"]) {
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
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
