// Issue 21 item 15: the history panel shows the copies the server keeps ("on all your devices") above the versions of
// this browser, with loading, empty and error states, a preview drawn by the same document renderer, and a restore
// behind a confirmation that goes through the version check (a 409 puts the editor into its conflict state). Only
// fetch, the network boundary, is scripted; the store, the panel and the dialogs are the real ones.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorProvider } from "@/components/editor/editor-context";
import { HistoryPanel } from "@/components/editor/history-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { ResumeSnapshotDto, ResumeSnapshotSummaryDto } from "@/lib/shared/validations/resumes/resume-snapshot";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

beforeAll(() => {
  // jsdom has no ResizeObserver; the preview only needs one to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(resetNetwork);

const LIST = "GET /api/resumes/r1/snapshots";
const { data, config } = sampleResume("en");

function resume(overrides: Partial<ResumeDto> = {}): ResumeDto {
  return {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 4,
    data,
    config,
    ...overrides,
  };
}

const summaries: ResumeSnapshotSummaryDto[] = [
  {
    id: "s2",
    createdAt: "2026-01-01T09:40:00.000Z",
    reason: "ai",
    name: "CV",
    version: 3,
    size: 5_000,
    summary: { sections: 4, items: 9 },
  },
  {
    id: "s1",
    createdAt: "2026-01-01T09:00:00.000Z",
    reason: "save",
    name: "Old title",
    version: 1,
    size: 300,
    summary: { sections: 1, items: 1 },
  },
];
const oldDoc: ResumeSnapshotDto = {
  ...summaries[1]!,
  data: { ...data, basicInfo: { ...data.basicInfo, name: "Person Of The Past" } },
  config,
};

function setup(locale: "en" | "zh" = "en") {
  const store = createEditorStore(resume());
  renderWithIntl(
    <EditorProvider store={store}>
      <HistoryPanel resumeId="r1" refresh={0} />
    </EditorProvider>,
    locale,
  );
  return { store };
}

const serverList = () => screen.findByTestId("server-history-list");

describe("history panel: copies on the server", () => {
  it("lists them under their own heading, apart from this browser's versions", async () => {
    answer(LIST, ok(summaries));
    setup();
    expect(screen.getByRole("status")).toHaveTextContent("Loading saved copies…");
    const rows = within(await serverList()).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Before AI polish");
    expect(rows[0]).toHaveTextContent("CV · 4 sections, 9 entries · 5 KB");
    expect(rows[1]).toHaveTextContent("Saved while editing");
    expect(rows[1]).toHaveTextContent("Old title · 1 section, 1 entry · 1 KB");
    expect(screen.getByRole("heading", { name: "On all your devices" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "In this browser only" })).toBeInTheDocument();
    expect(screen.getByText(/Your other devices do not see them/)).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    answer(LIST, ok([]));
    setup();
    expect(await screen.findByText("No copies yet. One is kept as soon as you edit this resume.")).toBeVisible();
  });

  it("shows an error with a retry that loads the list", async () => {
    answer(LIST, { status: 500, body: { code: 500, message: "boom" } }, ok(summaries));
    setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The copies saved on the server could not be loaded.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(within(await serverList()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("previews a copy with the resume renderer, then restores it after confirming, based on the editor's version", async () => {
    answer(LIST, ok(summaries));
    answer("GET /api/resumes/r1/snapshots/s1", ok(oldDoc));
    const restored = resume({
      name: "Old title",
      version: 5,
      data: oldDoc.data,
      updatedAt: "2026-01-01T10:05:00.000Z",
    });
    answer("POST /api/resumes/r1/snapshots/s1/restore", ok(restored));
    const { store } = setup();
    const row = within(await serverList()).getAllByRole("listitem")[1]!;
    await userEvent.click(within(row).getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("dialog", { name: "Saved copy" });
    await waitFor(() => expect(within(preview).getByTestId("resume-preview")).toHaveTextContent("Person Of The Past"));
    await userEvent.click(within(preview).getByRole("button", { name: "Restore" }));

    const confirm = await screen.findByRole("dialog", { name: "Restore this version?" });
    expect(confirm).toHaveTextContent("on all your devices");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(store.getState().version).toBe(5));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: "/api/resumes/r1/snapshots/s1/restore",
      body: { version: 4 },
    });
    expect(store.getState()).toMatchObject({ isDirty: false, conflict: null });
    expect(store.getState().doc.data.basicInfo.name).toBe("Person Of The Past");
    expect(store.getState().doc.name).toBe("Old title");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The list is read again: it now holds the copy of what the restore replaced.
    expect(calls.filter((c) => c.method === "GET" && c.path === "/api/resumes/r1/snapshots")).toHaveLength(2);
  });

  it("cancelling the confirmation restores nothing", async () => {
    answer(LIST, ok(summaries));
    const { store } = setup();
    const row = within(await serverList()).getAllByRole("listitem")[0]!;
    await userEvent.click(within(row).getByRole("button", { name: "Restore" }));
    const confirm = await screen.findByRole("dialog", { name: "Restore this version?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(store.getState().version).toBe(4);
  });

  it("a restore based on a stale copy (409) puts the editor into its conflict state", async () => {
    answer(LIST, ok(summaries));
    answer("POST /api/resumes/r1/snapshots/s2/restore", { status: 409, body: { code: 409, message: "changed" } });
    answer("GET /api/resumes/r1", ok(resume({ version: 7, name: "From the phone" })));
    const { store } = setup();
    const row = within(await serverList()).getAllByRole("listitem")[0]!;
    await userEvent.click(within(row).getByRole("button", { name: "Restore" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Restore this version?" })).getByRole("button", {
        name: "Restore",
      }),
    );
    await waitFor(() => expect(store.getState().conflict).toMatchObject({ version: 7, name: "From the phone" }));
    expect(store.getState()).toMatchObject({ status: "conflict", version: 4 });
  });

  it("waits for unsaved edits: with the save failing (offline) it does not restore", async () => {
    answer(LIST, ok(summaries));
    const { store } = setup();
    store.edit((doc) => ({ ...doc, name: "Typed but unsaved" }));
    store.setStatus("offline");
    const row = within(await serverList()).getAllByRole("listitem")[0]!;
    await userEvent.click(within(row).getByRole("button", { name: "Restore" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Restore this version?" })).getByRole("button", {
        name: "Restore",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    expect(store.getState().doc.name).toBe("Typed but unsaved");
  });

  it("speaks Chinese under /ch", async () => {
    answer(LIST, ok(summaries));
    setup("zh");
    const rows = within(await serverList()).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("AI 润色前");
    expect(rows[0]).toHaveTextContent("CV · 4 个模块，9 条内容 · 5 KB");
    expect(screen.getByRole("heading", { name: "所有设备可见" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "仅在本浏览器" })).toBeInTheDocument();
  });
});
