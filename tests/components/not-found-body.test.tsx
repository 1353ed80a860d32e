import { screen } from "@testing-library/react";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { renderWithIntl } from "./render-with-intl";

describe("NotFoundBody", () => {
  it("says the page does not exist and links home and to the templates, in English", () => {
    renderWithIntl(<NotFoundBody />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("speaks Chinese under /ch", () => {
    renderWithIntl(<NotFoundBody />, "zh");
    expect(screen.getByRole("heading", { level: 1, name: "页面不存在" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/ch");
  });
});
