// Issue 21 item 4: the editor's own bar names every tool as a tab (no "More tools" menu), keeps the save status, the
// way back and Download PDF in it, and moves between the tabs with the arrow keys. Item 16: the zoom label is the
// real size, "Fit width" / "Whole page" show which is on, and a new Profile goes to the top.
import { useState } from "react";
import { fireEvent, screen, within } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { EditorToolbar, type EditorPanel } from "@/components/editor/editor-toolbar";
import { PreviewControls } from "@/components/editor/preview-controls";
import { SectionsList } from "@/components/editor/sections-list";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

function storeOf(document: Pick<ResumeDto, "data" | "config">) {
  return createEditorStore({
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    ...document,
  });
}

function Toolbar({ onDownload }: { onDownload: () => void }) {
  const [panel, setPanel] = useState<EditorPanel>("content");
  return <EditorToolbar panel={panel} onPanel={setPanel} onDownload={onDownload} />;
}

function renderToolbar(locale: "en" | "zh" = "en") {
  const onDownload = jest.fn();
  renderWithIntl(
    <EditorProvider store={storeOf(sampleResume(locale === "zh" ? "ch" : "en"))}>
      <Toolbar onDownload={onDownload} />
    </EditorProvider>,
    locale,
  );
  return { onDownload };
}

describe("the editor's bar", () => {
  // With AI off the last tab is the resume check without AI (issue 27 item 2); with AI on it is "AI tools".
  it("names every tool as a tab, with the way back, the save status and Download PDF beside them", () => {
    const { onDownload } = renderToolbar();
    const tabs = within(screen.getByRole("tablist", { name: "Editor tools" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Content",
      "Layout",
      "Template",
      "Style",
      "Share",
      "History",
      "ATS check",
      "Check",
    ]);
    expect(screen.getByRole("link", { name: "My resumes" })).toHaveAttribute("href", "/resumes");
    expect(screen.getByTestId("editor-status")).toHaveTextContent("All changes saved");
    expect(screen.queryByRole("button", { name: "More tools" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it("moves between the tabs with the arrow keys, Home and End, and opens the one it lands on", () => {
    renderToolbar();
    const tab = (name: string) => screen.getByRole("tab", { name });
    tab("Content").focus();
    fireEvent.keyDown(tab("Content"), { key: "ArrowRight" });
    expect(tab("Layout")).toHaveFocus();
    expect(tab("Layout")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Layout"), { key: "End" });
    expect(tab("Check")).toHaveFocus();
    fireEvent.keyDown(tab("Check"), { key: "ArrowRight" });
    expect(tab("Content")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Content"), { key: "ArrowLeft" });
    expect(tab("Check")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Check"), { key: "Home" });
    expect(tab("Content")).toHaveFocus();
  });

  it("speaks Chinese under /ch", () => {
    renderToolbar("zh");
    const tabs = within(screen.getByRole("tablist", { name: "编辑工具" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "内容",
      "布局",
      "模板",
      "样式",
      "分享",
      "历史",
      "ATS 检测",
      "简历检查",
    ]);
    expect(screen.getByRole("link", { name: "我的简历" })).toHaveAttribute("href", "/ch/resumes");
    expect(screen.getByRole("button", { name: "下载 PDF" })).toBeInTheDocument();
  });
});

describe("the preview's controls", () => {
  const renderControls = (fit: "width" | "page" | "custom", locale: "en" | "zh" = "en") => {
    const onFit = jest.fn();
    renderWithIntl(
      <PreviewControls
        scale={0.4534}
        fit={fit}
        onZoomIn={() => undefined}
        onZoomOut={() => undefined}
        onFit={onFit}
        pages={1}
        onFitPages={() => ({ kind: "already" })}
      />,
      locale,
    );
    return { onFit };
  };

  it("labels the zoom with the size the paper is shown at, not 100 % for 'fits the width'", () => {
    renderControls("width");
    const label = screen.getByTestId("preview-zoom");
    expect(label).toHaveTextContent("45%");
    expect(label).toHaveAccessibleName("Shown at 45% of real size");
  });

  it("shows which sizing is on, and a click on the other one asks for it", () => {
    const { onFit } = renderControls("custom");
    const width = screen.getByRole("button", { name: "Fit width" });
    const page = screen.getByRole("button", { name: "Whole page" });
    expect(width).toHaveAttribute("aria-pressed", "false");
    expect(page).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(width);
    fireEvent.click(page);
    expect(onFit.mock.calls).toEqual([["width"], ["page"]]);
  });

  it("in Chinese too", () => {
    renderControls("page", "zh");
    expect(screen.getByTestId("preview-zoom")).toHaveAccessibleName("按实际大小的 45% 显示");
    expect(screen.getByRole("button", { name: "整页" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "适合宽度" })).toHaveAttribute("aria-pressed", "false");
  });
});

describe("adding a section", () => {
  it.each([
    ["en", "en", "Profile", "Work Experience"],
    ["zh", "ch", "个人简介", "工作经历"],
  ] as const)("%s: a new Profile goes to the top, the others after the last section", (locale, lang, profile, work) => {
    const store = storeOf(createEmptyResume(lang));
    renderWithIntl(
      <EditorProvider store={store}>
        <SectionsList />
      </EditorProvider>,
      locale,
    );
    const names = () => store.getState().doc.data.sections.map((section) => section.name);
    const before = names();
    expect(before[0]).toBe(work);
    fireEvent.click(screen.getByRole("button", { name: profile }));
    expect(names()).toEqual([profile, ...before]);
    // One edit: a single undo takes it away.
    store.undo();
    expect(names()).toEqual(before);
  });
});
