// The layout panel: columns as the template prints them, keyboard moves on a focused row and by the row's buttons,
// each one store edit (so undo takes it back) and announced to screen readers.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { LayoutPanel } from "@/components/editor/layout-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

function setup(templateName: string, locale: "en" | "zh" = "en") {
  const { data, config } = sampleResume("en", { templateName });
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
      <LayoutPanel />
    </EditorProvider>,
    locale,
  );
  return store;
}
const rowNames = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId("layout-row")
    .map((row) => row.getAttribute("aria-label"));
const row = (testId: string, name: string) => within(screen.getByTestId(testId)).getByRole("listitem", { name });

describe("LayoutPanel", () => {
  it("shows the side column left of the main column for TemplateSidebar, and on the right for TemplateSplit", () => {
    setup("TemplateSidebar");
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(["Side column", "Main column"]);
    expect(rowNames("layout-column-side")).toEqual(["Skills", "Certificates", "Languages", "Hobbies"]);
    expect(rowNames("layout-column-main")).toEqual(["Profile", "Work Experience", "Projects", "Education"]);
  });

  it("moves a focused row with Alt + arrows, announces it, and one undo takes each move back", () => {
    const store = setup("TemplateSplit");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Main column",
      "Side column",
    ]);
    const skills = row("layout-column-side", "Skills");
    skills.focus();
    fireEvent.keyDown(skills, { key: "ArrowDown", altKey: true });
    expect(rowNames("layout-column-side")).toEqual(["Certificates", "Skills", "Languages", "Hobbies"]);
    expect(screen.getByTestId("layout-announcer")).toHaveTextContent("Skills: position 2 of 4 in the side column.");
    // Split prints the side column on the right: Alt + Left goes to the main column, Alt + Right does nothing.
    fireEvent.keyDown(row("layout-column-side", "Skills"), { key: "ArrowRight", altKey: true });
    expect(rowNames("layout-column-side")).toContain("Skills");
    fireEvent.keyDown(row("layout-column-side", "Skills"), { key: "ArrowLeft", altKey: true });
    expect(rowNames("layout-column-main")).toEqual(["Profile", "Skills", "Work Experience", "Projects", "Education"]);
    expect(screen.getByTestId("layout-announcer")).toHaveTextContent("Skills: position 2 of 5 in the main column.");
    expect(row("layout-column-main", "Skills")).toHaveFocus();
    // Arrows without Alt belong to the page (scrolling), not to the layout.
    fireEvent.keyDown(row("layout-column-main", "Skills"), { key: "ArrowUp" });
    expect(rowNames("layout-column-main")[1]).toBe("Skills");
    act(() => store.undo());
    expect(rowNames("layout-column-side")).toEqual(["Certificates", "Skills", "Languages", "Hobbies"]);
    act(() => store.undo());
    expect(rowNames("layout-column-side")).toEqual(["Skills", "Certificates", "Languages", "Hobbies"]);
    expect(store.getState().isDirty).toBe(true);
  });

  it("moves by the row's buttons; the first row cannot go up", () => {
    setup("TemplateSidebar");
    expect(screen.getByRole("button", { name: "Move Skills up" })).toBeDisabled();
    // Into the other column at the same index (clamped), so moving back and forth returns it to its place.
    fireEvent.click(screen.getByRole("button", { name: "Move Hobbies to the main column" }));
    expect(rowNames("layout-column-main")).toEqual(["Profile", "Work Experience", "Projects", "Hobbies", "Education"]);
    fireEvent.click(screen.getByRole("button", { name: "Move Hobbies up" }));
    expect(rowNames("layout-column-main")).toEqual(["Profile", "Work Experience", "Hobbies", "Projects", "Education"]);
  });

  it("shows one list without column buttons for a one-column template, the intro's profile pinned", () => {
    setup("TemplateIntro", "zh");
    expect(screen.queryByTestId("layout-column-side")).toBeNull();
    expect(screen.queryByRole("button", { name: /移到/ })).toBeNull();
    expect(screen.getByText("此模板中始终排在最前")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "上移 Work Experience" })).toBeDisabled();
  });
});
