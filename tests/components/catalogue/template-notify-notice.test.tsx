import { fireEvent, screen } from "@testing-library/react";
import { TemplateNotifyNotice } from "@/components/catalogue/template-notify-notice";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("TemplateNotifyNotice", () => {
  it("is absent without ?notify=1", () => {
    setUrl("/templates", "notify=0");
    renderWithIntl(<TemplateNotifyNotice />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("explains the resume limit with a pricing link, and is dismissed by removing the query", () => {
    setUrl("/templates", "notify=1");
    window.history.replaceState(null, "", "/templates?notify=1&template=x");
    renderWithIntl(<TemplateNotifyNotice />);
    const notice = screen.getByRole("status");
    expect(notice).toHaveTextContent(
      "You have reached the free plan's limit of 5 resumes. Upgrade for unlimited resumes, or delete one you no longer need.",
    );
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(navigation.replace).toHaveBeenCalledWith("/templates?template=x", { scroll: false });
    window.history.replaceState(null, "", "/");
  });

  it("speaks Chinese on /ch", () => {
    setUrl("/ch/templates", "notify=1");
    renderWithIntl(<TemplateNotifyNotice />, "zh");
    expect(screen.getByRole("status")).toHaveTextContent("你已达到免费版 5 份简历的上限");
    expect(screen.getByRole("link", { name: "升级会员" })).toHaveAttribute("href", "/ch/pricing");
  });
});
