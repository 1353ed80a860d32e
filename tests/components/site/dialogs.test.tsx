import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StartDialog } from "@/components/dialogs/start-dialog";
import { UpgradeDialog } from "@/components/dialogs/upgrade-dialog";
import { Button } from "@/components/ui/button";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("UpgradeDialog", () => {
  it("opens from its trigger by keyboard, lists what premium gives, and closes with Escape back to the trigger", async () => {
    const user = userEvent.setup();
    renderWithIntl(<UpgradeDialog trigger={<Button>Unlock</Button>} />, "en");
    const trigger = screen.getByRole("button", { name: "Unlock" });
    trigger.focus();
    await user.keyboard("{Enter}");

    const dialog = screen.getByRole("dialog", { name: "Upgrade to premium" });
    expect(within(dialog).getByText("Plans from $5 a month")).toBeInTheDocument();
    for (const text of ["Unlimited resumes", "All templates", "Unlimited PDF downloads"]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("shows the yuan price in Chinese and closes with its labelled close button", async () => {
    const user = userEvent.setup();
    renderWithIntl(<UpgradeDialog trigger={<Button>升级</Button>} />, "zh");
    await user.click(screen.getByRole("button", { name: "升级" }));
    const dialog = screen.getByRole("dialog", { name: "升级高级会员" });
    expect(within(dialog).getByText("套餐低至 ¥5/月")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "查看会员套餐" })).toHaveAttribute("href", "/ch/pricing");
    await user.click(within(dialog).getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opened from a resume, leads to the plans naming it, and the download when it came from Download PDF", () => {
    const { unmount } = renderWithIntl(
      <UpgradeDialog open onOpenChange={() => undefined} returnTo={{ resumeId: "cm1resume", download: true }} />,
      "en",
    );
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing?returnTo=cm1resume&download=1",
    );
    unmount();
    renderWithIntl(
      <UpgradeDialog open onOpenChange={() => undefined} returnTo={{ resumeId: "cm1resume", download: false }} />,
      "zh",
    );
    expect(screen.getByRole("link", { name: "查看会员套餐" })).toHaveAttribute(
      "href",
      "/ch/pricing?returnTo=cm1resume",
    );
  });
});

describe("StartDialog", () => {
  it("offers the four starts; keyboard reaches each; blank is a button that creates a resume", async () => {
    const user = userEvent.setup();
    renderWithIntl(<StartDialog isAiEnabled trigger={<Button>Start</Button>} />, "en");
    screen.getByRole("button", { name: "Start" }).focus();
    await user.keyboard(" ");
    const dialog = screen.getByRole("dialog", { name: "Create a resume" });
    const links = within(dialog).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/examples", "/ai", "/upload"]);
    expect(within(dialog).getByRole("button", { name: /Blank resume/ })).toBeInTheDocument();

    // Focus stays trapped inside: tabbing walks the four choices and the close button, then wraps around.
    const visited = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.add(document.activeElement?.textContent ?? "");
    }
    expect(visited.size).toBe(5);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("hides the AI choice when the ai toggle is off (docs/product.md §2)", async () => {
    const user = userEvent.setup();
    renderWithIntl(<StartDialog trigger={<Button>Start</Button>} />, "en");
    await user.click(screen.getByRole("button", { name: "Start" }));
    const dialog = screen.getByRole("dialog", { name: "Create a resume" });
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/examples", "/upload"]);
    expect(within(dialog).queryByText("Create with AI")).not.toBeInTheDocument();
  });

  it("calls onCreateBlank for the blank choice when the page provides it", async () => {
    const user = userEvent.setup();
    const onCreateBlank = jest.fn();
    renderWithIntl(<StartDialog open onOpenChange={() => undefined} onCreateBlank={onCreateBlank} />, "zh");
    const dialog = screen.getByRole("dialog", { name: "创建简历" });
    await user.click(within(dialog).getByRole("button", { name: /空白简历/ }));
    expect(onCreateBlank).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("link", { name: /从简历示例开始/ })).toHaveAttribute("href", "/ch/examples");
  });
});
