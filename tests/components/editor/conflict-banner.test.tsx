import { act, fireEvent, screen } from "@testing-library/react";
import { ConflictBanner } from "@/components/editor/conflict-banner";
import { EditorProvider } from "@/components/editor/editor-context";
import { EditorStatus } from "@/components/editor/editor-status";
import { ops } from "@/lib/client/editor/doc-ops";
import { createEditorStore, docOf } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only needs one to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function resume(name: string, version: number): ResumeDto {
  const { data, config } = sampleResume("en");
  return {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version,
    data: { ...data, basicInfo: { ...data.basicInfo, name } },
    config,
  };
}

function setup() {
  const store = createEditorStore(resume("Original", 1));
  store.edit(ops.setBasic("name", "Mine"));
  const theirs = resume("Theirs", 2);
  store.setConflict(theirs);
  const Banner = () => (
    <ConflictBanner
      current={theirs}
      onKeepMine={() => store.keepMine()}
      onLoadTheirs={() => store.replace(docOf(theirs), theirs)}
    />
  );
  renderWithIntl(
    <EditorProvider store={store}>
      <EditorStatus />
      <Banner />
    </EditorProvider>,
  );
  return store;
}

describe("ConflictBanner", () => {
  it("explains the conflict and offers both choices", () => {
    setup();
    expect(screen.getByRole("alert")).toHaveTextContent("This resume was changed in another tab or device");
    expect(screen.getByRole("status")).toHaveTextContent("Not saved: changed elsewhere");
    expect(screen.getByRole("button", { name: "Keep mine (overwrite)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load theirs" })).toBeInTheDocument();
  });

  it("keep mine: my text stays, the next save is based on their version", () => {
    const store = setup();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Keep mine (overwrite)" })));
    expect(store.getState()).toMatchObject({ conflict: null, version: 2, isDirty: true });
    expect(store.getState().doc.data.basicInfo.name).toBe("Mine");
    expect(screen.getByRole("status")).toHaveTextContent("Unsaved changes");
  });

  it("load theirs: their text is shown, mine is one undo away", () => {
    const store = setup();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load theirs" })));
    expect(store.getState()).toMatchObject({ conflict: null, version: 2, isDirty: false });
    expect(store.getState().doc.data.basicInfo.name).toBe("Theirs");
    act(() => store.undo());
    expect(store.getState().doc.data.basicInfo.name).toBe("Mine");
  });

  it("shows their version in the same template", () => {
    setup();
    fireEvent.click(screen.getByText("Show their version"));
    expect(screen.getByRole("region", { name: "Their version" })).toHaveTextContent("Theirs");
  });
});
