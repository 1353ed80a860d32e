// "Fit to 1 page" / "Fit to 2 pages" above the preview (issue 25 item 6): offered once the resume runs over one page;
// the toast says what changed and by how much, with an Undo; a resume already within the pages and one that cannot
// fit above 12 px text get their own messages, in English and Chinese. The fitting itself (preview-pane.tsx, measured
// on the laid-out preview) is tests/unit/editor/fit-pages.test.ts and tests/e2e/editor-fit-pages.spec.ts.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { PreviewControls, type FitOutcome } from "@/components/editor/preview-controls";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

function renderControls(pages: number, outcome: FitOutcome, locale: "en" | "zh" = "en") {
  const onFitPages = jest.fn((): FitOutcome => outcome);
  renderWithIntl(
    <>
      <PreviewControls
        scale={0.5}
        fit="width"
        onZoomIn={() => undefined}
        onZoomOut={() => undefined}
        onFit={() => undefined}
        pages={pages}
        onFitPages={onFitPages}
      />
      <Toaster />
    </>,
    locale,
  );
  return { onFitPages };
}

const fitted = (undo: () => void): FitOutcome => ({
  kind: "fitted",
  pages: 2,
  changes: { spacing: true, lineHeight: { from: 1.5, to: 1.35 }, text: { from: 13, to: 12 } },
  undo,
});

describe("fit to N pages", () => {
  it("is offered only when the resume runs over one page", () => {
    renderControls(1, { kind: "already" });
    expect(screen.queryByRole("button", { name: /^Fit to/ })).not.toBeInTheDocument();
  });

  it("fits to two pages, says what changed and by how much, and undoes from the toast", async () => {
    const undo = jest.fn();
    const { onFitPages } = renderControls(3, fitted(undo));
    expect(screen.getByRole("button", { name: "Fit to 1 page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Fit to 2 pages" }));
    expect(onFitPages).toHaveBeenCalledWith(2);
    expect(
      await screen.findByText("Now 2 pages: spacing tightened, line height 1.5 → 1.35, text 13 → 12 px."),
    ).toBeInTheDocument();
    // A click without pointer events: sonner captures the pointer on pointerdown, which jsdom does not implement.
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it("names only what changed", async () => {
    renderControls(2, {
      kind: "fitted",
      pages: 1,
      changes: { spacing: true, lineHeight: null, text: null },
      undo() {},
    });
    await userEvent.click(screen.getByRole("button", { name: "Fit to 1 page" }));
    expect(await screen.findByText("Now 1 page: spacing tightened.")).toBeInTheDocument();
  });

  it("says so when the resume already fits", async () => {
    renderControls(2, { kind: "already" });
    await userEvent.click(screen.getByRole("button", { name: "Fit to 2 pages" }));
    expect(await screen.findByText("This resume already fits on 2 pages: nothing changed.")).toBeInTheDocument();
  });

  it("refuses with the reason when nothing above the floor fits", async () => {
    renderControls(4, { kind: "cannot" });
    await userEvent.click(screen.getByRole("button", { name: "Fit to 1 page" }));
    expect(
      await screen.findByText(
        "This resume does not fit on 1 page even with the tightest spacing and line height and text at 12 px (9 pt). Shorten some entries, then try again.",
      ),
    ).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    const undo = jest.fn();
    renderControls(3, fitted(undo), "zh");
    expect(screen.getByRole("button", { name: "压缩为 1 页" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "压缩为 2 页" }));
    expect(await screen.findByText("已排为 2 页：间距收紧，行高 1.5 → 1.35，字号 13 → 12 px。")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "撤销" }));
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it("refuses in Chinese too", async () => {
    renderControls(3, { kind: "cannot" }, "zh");
    await userEvent.click(screen.getByRole("button", { name: "压缩为 1 页" }));
    expect(
      await screen.findByText(
        "即使用最紧的间距和行高、12 px（9 磅）字号，这份简历也排不进 1 页。请精简部分内容后再试。",
      ),
    ).toBeInTheDocument();
  });
});
