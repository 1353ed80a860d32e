// Issue 21 item 2: a resume already public that holds sample entries says so in the share panel while the link is
// on, and one click removes them all; a private resume, or one without samples, shows nothing.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorProvider } from "@/components/editor/editor-context";
import { SharePanel } from "@/components/editor/share-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import { renderWithIntl } from "../render-with-intl";

function setup(locale: "en" | "zh", { isPublic, withSamples }: { isPublic: boolean; withSamples: boolean }) {
  const lang = locale === "zh" ? "ch" : "en";
  const { data, config } = createEmptyResume(lang);
  const sections = withSamples ? [...data.sections, createSection("language", lang, "langs")] : data.sections;
  const store = createEditorStore({
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data: { ...data, sections },
    config: { ...config, isPublic },
  });
  renderWithIntl(
    <EditorProvider store={store}>
      <SharePanel
        isPremium
        onUpgrade={jest.fn()}
        customUrlError={null}
        onCustomUrl={jest.fn()}
        confirmSamples={(_, proceed) => proceed()}
        onShowField={jest.fn()}
      />
    </EditorProvider>,
    locale,
  );
  return store;
}

describe("the share panel of a public resume with samples", () => {
  it.each([
    ["en", "anyone with its link sees 2 sample entries", "Remove all samples"],
    ["zh", "任何拿到链接的人都会看到 2 条示例内容", "删除全部示例"],
  ] as const)("%s: says how many, and removes them all in one click", async (locale, text, button) => {
    const store = setup(locale, { isPublic: true, withSamples: true });
    const notice = screen.getByTestId("public-samples");
    expect(notice).toHaveTextContent(text);
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect(listSampleItems(store.getState().doc.data)).toEqual([]);
    expect(screen.queryByTestId("public-samples")).toBeNull();
  });

  it("shows nothing for a private resume", () => {
    setup("en", { isPublic: false, withSamples: true });
    expect(screen.queryByTestId("public-samples")).toBeNull();
  });

  it("shows nothing for a public resume without samples", () => {
    setup("en", { isPublic: true, withSamples: false });
    expect(screen.queryByTestId("public-samples")).toBeNull();
  });
});
