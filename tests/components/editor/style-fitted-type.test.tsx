// The style panel shows the line height and text size a fit to N pages set (issue 25 item 6), in the page's language,
// and one click takes both back to the template's as one undoable edit; a resume that never fitted shows nothing.
import { fireEvent, screen } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { StylePanel } from "@/components/editor/style-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TSpacing } from "@/lib/shared/validations/resume-document/document";
import { renderWithIntl } from "../render-with-intl";

const fitted: TSpacing = { preset: "custom", section: 0, item: 0, page: 3, lineHeight: 90, fontScale: 92.31 };

function setup(locale: "en" | "zh", spacing: TSpacing) {
  const { data, config } = sampleResume(locale === "zh" ? "ch" : "en", { spacing });
  const store = createEditorStore({
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data,
    config,
  });
  renderWithIntl(
    <EditorProvider store={store}>
      <StylePanel />
    </EditorProvider>,
    locale,
  );
  return store;
}

describe("the fitted line height and text size in the style panel", () => {
  it("says what a fit set and takes it back to the template's in one undoable edit", () => {
    const store = setup("en", fitted);
    expect(screen.getByTestId("fitted-type")).toHaveTextContent(
      "Fitted to fewer pages: line height 90% and text 92% of the template's.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Back to the template's line height and text size" }));
    const spacing = store.getState().doc.config.spacing;
    expect(spacing.lineHeight).toBeUndefined();
    expect(spacing.fontScale).toBeUndefined();
    // The fitted spacing stays: only line height and text size go back.
    expect(spacing).toMatchObject({ preset: "custom", section: 0, item: 0, page: 3 });
    expect(screen.queryByTestId("fitted-type")).not.toBeInTheDocument();
    store.undo();
    expect(store.getState().doc.config.spacing).toEqual(fitted);
  });

  it("speaks Chinese", () => {
    setup("zh", { ...fitted, fontScale: undefined });
    expect(screen.getByTestId("fitted-type")).toHaveTextContent(
      "已为压缩页数调整：行高为模板的 90%，字号为模板的 100%。",
    );
    expect(screen.getByRole("button", { name: "恢复模板的行高和字号" })).toBeInTheDocument();
  });

  it("shows nothing for a resume that never fitted", () => {
    setup("en", { preset: "compact", section: 4, item: 2, page: 10 });
    expect(screen.queryByTestId("fitted-type")).not.toBeInTheDocument();
  });
});
