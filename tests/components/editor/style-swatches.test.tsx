// The style panel's theme swatches are named (issue 21 item 16): each colour shows its theme's name under it, in the
// page's language, the chosen one is pressed, and choosing one by its name sets the resume's theme. Before, a swatch
// was a bare coloured circle whose name only a screen reader heard.
import { fireEvent, screen, within } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { StylePanel } from "@/components/editor/style-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { messagesByLocale, renderWithIntl } from "../render-with-intl";

function setup(locale: "en" | "zh") {
  const { data, config } = sampleResume(locale === "zh" ? "ch" : "en", { templateName: "TemplateModern" });
  const resume: ResumeDto = {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data,
    config,
  };
  const store = createEditorStore(resume);
  renderWithIntl(
    <EditorProvider store={store}>
      <StylePanel />
    </EditorProvider>,
    locale,
  );
  return store;
}

const themes = getTemplateMeta("TemplateModern")!.themes;

describe.each(["en", "zh"] as const)("the style panel's theme swatches (%s)", (locale) => {
  const nameOf = (theme: (typeof themes)[number]) => (locale === "zh" ? theme.displayZh : theme.display);
  const group = () => screen.getByRole("group", { name: messagesByLocale[locale].Editor.style.theme });

  it("show every theme's name as text beside its colour", () => {
    setup(locale);
    const buttons = within(group()).getAllByRole("button");
    expect(buttons).toHaveLength(themes.length);
    themes.forEach((theme, index) => {
      // Visible text, not only an aria-label: a sighted user reads "Slate" or "石板灰" too.
      expect(buttons[index]).toHaveTextContent(nameOf(theme));
      expect(buttons[index]).not.toHaveAttribute("aria-label");
      expect(buttons[index]).toHaveAccessibleName(nameOf(theme));
    });
  });

  it("press the chosen theme, and choosing one by its name sets it", () => {
    const store = setup(locale);
    const current = store.getState().doc.config.templateTheme;
    const chosen = themes.find((theme) => theme.name !== current)!;
    for (const theme of themes)
      expect(within(group()).getByRole("button", { name: nameOf(theme) })).toHaveAttribute(
        "aria-pressed",
        String(theme.name === current),
      );
    fireEvent.click(within(group()).getByRole("button", { name: nameOf(chosen) }));
    expect(store.getState().doc.config.templateTheme).toBe(chosen.name);
    expect(within(group()).getByRole("button", { name: nameOf(chosen) })).toHaveAttribute("aria-pressed", "true");
  });
});
