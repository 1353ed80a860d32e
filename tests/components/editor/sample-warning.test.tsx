// Issue 21 item 2: a new module's seeded entries are marked "Sample" in the form and the preview until edited, and
// a download, a public link or a share first lists them, with "remove all samples" and "continue anyway".
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorProvider, useEditorStore } from "@/components/editor/editor-context";
import { PreviewPane } from "@/components/editor/preview-pane";
import { SampleWarningDialog, useSampleWarning, type SampleAction } from "@/components/editor/sample-warning";
import { SectionsList } from "@/components/editor/sections-list";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { listSampleItems } from "@/lib/client/editor/sample-items";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { renderWithIntl } from "../render-with-intl";

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only needs one to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Actions({ onAction }: { onAction: (action: SampleAction) => void }) {
  const samples = useSampleWarning(useEditorStore());
  return (
    <>
      {(["download", "publish", "share"] as const).map((action) => (
        <button key={action} type="button" onClick={() => samples.confirm(action, () => onAction(action))}>
          run {action}
        </button>
      ))}
      <SampleWarningDialog pending={samples.pending} onClose={samples.close} />
    </>
  );
}

function setup(locale: "en" | "zh" = "en") {
  const { data, config } = createEmptyResume(locale === "zh" ? "ch" : "en");
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
  const onAction = jest.fn<void, [SampleAction]>();
  renderWithIntl(
    <EditorProvider store={store}>
      <SectionsList />
      <PreviewPane label="Preview" />
      <Actions onAction={onAction} />
    </EditorProvider>,
    locale,
  );
  return { store, onAction };
}

/** A button of the "Add a section" menu (section cards have buttons with the same names). */
const addButton = (name: string) =>
  within(screen.getByRole("heading", { name: /Add a section|添加模块/ }).parentElement!).getByRole("button", { name });
const marks = () => document.querySelector('style[data-testid="sample-marks"]')?.textContent ?? "";

describe("sample entries in the editor", () => {
  it("a new certificate module is marked Sample in its form and in the preview", () => {
    const { store } = setup();
    expect(screen.queryAllByTestId("sample-badge")).toHaveLength(0);
    expect(marks()).toBe("");
    fireEvent.click(addButton("Certificates"));
    const [sample] = listSampleItems(store.getState().doc.data);
    expect(sample?.title).toBe("AWS Certified Solutions Architect – Professional");
    const entry = screen.getAllByTestId("item-editor").find((li) => within(li).queryByTestId("sample-badge"));
    expect(within(entry!).getByTestId("sample-badge")).toHaveTextContent("Sample");
    expect(within(entry!).getByLabelText("Certificate")).toHaveValue(sample!.title);
    // The preview frames that entry (by its id) and labels it; the template's own markup is untouched.
    const previewItem = within(screen.getByTestId("resume-preview")).getByText(sample!.title).closest("[data-item-id]");
    expect(previewItem).toHaveAttribute("data-item-id", sample!.itemId);
    expect(marks()).toContain(`[data-item-id="${sample!.itemId}"]::after`);
    expect(marks()).toContain('content:"Sample"');
  });

  it("editing a sample entry removes its mark in the form and the preview", () => {
    const { store } = setup();
    fireEvent.click(addButton("Certificates"));
    const entry = screen.getAllByTestId("item-editor")[0]!;
    fireEvent.change(within(entry).getByLabelText("Certificate"), { target: { value: "CKA" } });
    expect(screen.queryAllByTestId("sample-badge")).toHaveLength(0);
    expect(listSampleItems(store.getState().doc.data)).toEqual([]);
    expect(store.getState().doc.data.sections.at(-1)!.data[0]).not.toHaveProperty("sample");
    expect(marks()).toBe("");
  });

  it.each(["download", "publish", "share"] as const)(
    "%s: the warning lists the samples; remove all removes them and the action goes on",
    async (action) => {
      const user = userEvent.setup();
      const { store, onAction } = setup();
      await user.click(addButton("Certificates"));
      await user.click(addButton("Languages"));
      await user.click(screen.getByRole("button", { name: `run ${action}` }));
      const dialog = await screen.findByRole("dialog", { name: "Your resume still has sample entries" });
      expect(onAction).not.toHaveBeenCalled();
      const listed = within(within(dialog).getByTestId("sample-list")).getAllByRole("listitem");
      expect(listed.map((li) => li.textContent)).toEqual([
        "SampleCertificates: AWS Certified Solutions Architect – Professional",
        "SampleLanguages: English",
        "SampleLanguages: Spanish",
      ]);
      await user.click(within(dialog).getByRole("button", { name: "Remove all samples and continue" }));
      expect(onAction).toHaveBeenCalledWith(action);
      expect(onAction).toHaveBeenCalledTimes(1);
      expect(listSampleItems(store.getState().doc.data)).toEqual([]);
      expect(store.getState().doc.data.sections.map((s) => s.kind)).not.toContain("certificate");
      expect(screen.queryAllByTestId("sample-badge")).toHaveLength(0);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    },
  );

  it("continue anyway runs the action and keeps the samples; cancel runs nothing", async () => {
    const user = userEvent.setup();
    const { store, onAction } = setup("zh");
    await user.click(addButton("证书"));
    await user.click(screen.getByRole("button", { name: "run share" }));
    let dialog = await screen.findByRole("dialog", { name: "简历中还有示例内容" });
    await user.click(within(dialog).getByRole("button", { name: "取消" }));
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "run download" }));
    dialog = await screen.findByRole("dialog", { name: "简历中还有示例内容" });
    expect(dialog).toHaveTextContent("请在下载 PDF之前删除它们");
    await user.click(within(dialog).getByRole("button", { name: "仍然继续" }));
    expect(onAction).toHaveBeenCalledWith("download");
    expect(listSampleItems(store.getState().doc.data)).toHaveLength(1);
  });

  it("without samples the action runs at once, no dialog", async () => {
    const user = userEvent.setup();
    const { onAction } = setup();
    await user.click(addButton("Work experience"));
    await user.click(screen.getByRole("button", { name: "run publish" }));
    expect(onAction).toHaveBeenCalledWith("publish");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
