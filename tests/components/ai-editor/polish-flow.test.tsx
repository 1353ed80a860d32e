// The editor's polish flow (issue 15 item 1) against a stubbed network: a section's descriptions go out as the editor
// has them, suggestions stream in as diffs, each is accepted (one undo step) or rejected on its own, a text edited
// meanwhile is not overwritten, cancelling aborts the request, and with AI off there is no polish button at all.
import { TextDecoder, TextEncoder } from "node:util";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { AiEditorProvider } from "@/components/editor/ai/ai-editor-context";
import { EditorProvider } from "@/components/editor/editor-context";
import { SectionsList } from "@/components/editor/sections-list";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { ops } from "@/lib/client/editor/doc-ops";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

Object.assign(globalThis, { TextDecoder, TextEncoder });

type Chunk = string | "hang";

/** A fetch answer shaped by hand (jsdom has no Response): a 200 event stream of these chunks. */
function streamAnswer(chunks: Chunk[], signal?: AbortSignal) {
  const encoder = new TextEncoder();
  let index = 0;
  return {
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => null,
    body: {
      getReader: () => ({
        read: () =>
          new Promise<{ value?: Uint8Array; done: boolean }>((resolve, reject) => {
            const chunk = chunks[index++];
            if (chunk === undefined) return resolve({ done: true });
            if (chunk !== "hang") return resolve({ value: encoder.encode(chunk), done: false });
            signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
        cancel: async () => undefined,
      }),
    },
  };
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function setup(isAiEnabled = true) {
  const { data, config } = sampleResume("en");
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
      <AiEditorProvider isAiEnabled={isAiEnabled}>
        <SectionsList />
      </AiEditorProvider>
    </EditorProvider>,
  );
  const work = () => store.getState().doc.data.sections.find((s) => s.id === "sample-empolyment")!;
  return { store, work };
}

const path = (index: number) => `sections.sample-empolyment.data.${index}.description`;

describe("polish in the editor", () => {
  it("a section: suggestions as diffs; accept one (one undo step), reject the other", async () => {
    const { store, work } = setup();
    const [first, second] = work().data.map((item) => item.description);
    fetchMock.mockResolvedValue(
      streamAnswer([
        frame("message", { path: path(0), original: first, suggestion: "Led the checkout platform team." }),
        frame("message", { path: path(1), original: second, suggestion: "Built the mobile app." }),
        frame("finish", { count: 2, usedTokens: 300 }),
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Polish the descriptions of Work Experience" }));

    const panel = await screen.findByRole("complementary", { name: "AI suggestions" });
    const cards = await within(panel).findAllByTestId("suggestion");
    expect(cards).toHaveLength(2);
    // What was sent: the section's descriptions as the editor has them, for this resume.
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/ai/polish");
    const sent = JSON.parse(String(init.body)) as { resumeId: string; texts: { path: string; text: string }[] };
    expect(sent.resumeId).toBe("r1");
    expect(sent.texts[0]).toEqual({ path: path(0), text: first });
    expect(within(cards[0]!).getByTestId("diff-view")).toHaveTextContent(/removed: .*added: /);

    expect(store.getState().canUndo).toBe(false);
    fireEvent.click(within(cards[0]!).getByRole("button", { name: /^Accept the suggestion/ }));
    expect(work().data[0]!.description).toBe("Led the checkout platform team.");
    fireEvent.click(within(cards[1]!).getByRole("button", { name: /^Reject the suggestion/ }));
    expect(work().data[1]!.description).toBe(second);
    expect(within(panel).queryAllByTestId("suggestion")).toHaveLength(0);
    expect(panel).toHaveTextContent("All suggestions handled");

    // The accepted suggestion is one step of the editor's history.
    act(() => store.undo());
    expect(work().data[0]!.description).toBe(first);
    expect(store.getState().canUndo).toBe(false);
  });

  it("a polish that suggests nothing says what it used (issue 21 item 12)", async () => {
    setup();
    fetchMock.mockResolvedValue(streamAnswer([frame("finish", { count: 0, usedTokens: 1_234 })]));
    fireEvent.click(screen.getByRole("button", { name: "Polish the descriptions of Work Experience" }));
    const panel = await screen.findByRole("complementary", { name: "AI suggestions" });
    expect(
      await within(panel).findByText("No suggestions: this text already reads well. Checking it used 1,234 tokens."),
    ).toBeInTheDocument();
  });

  it("a text edited after the suggestion came is not overwritten", async () => {
    const { store, work } = setup();
    const first = work().data[0]!.description;
    fetchMock.mockResolvedValue(
      streamAnswer([
        frame("message", { path: path(0), original: first, suggestion: "Led the team." }),
        frame("finish", { count: 1, usedTokens: 100 }),
      ]),
    );
    fireEvent.click(within(screen.getAllByTestId("item-editor")[2]!).getByTestId("polish-button"));
    const card = await screen.findByTestId("suggestion");
    act(() => store.edit(ops.setItem("sample-empolyment", 0, { description: "My own new text" })));
    expect(within(card).getByRole("button", { name: /^Accept the suggestion/ })).toBeDisabled();
    expect(card).toHaveTextContent("has changed since");
    expect(work().data[0]!.description).toBe("My own new text");
  });

  it("cancel aborts the request and keeps the document as it was", async () => {
    const { store } = setup();
    const before = store.getState().doc;
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return Promise.resolve(streamAnswer(["hang"], signal));
    });
    fireEvent.click(screen.getByRole("button", { name: "Polish the descriptions of Work Experience" }));
    const panel = await screen.findByRole("complementary", { name: "AI suggestions" });
    await waitFor(() => expect(signal).toBeDefined());
    fireEvent.click(within(panel).getByRole("button", { name: "Cancel" }));
    expect(signal!.aborted).toBe(true);
    expect(panel).toHaveTextContent("Polish cancelled");
    expect(store.getState().doc).toBe(before);
  });

  it("an error event is shown, with no suggestion", async () => {
    setup();
    fetchMock.mockResolvedValue(
      streamAnswer([
        frame("error", {
          code: 500105,
          message: "The AI service failed, please try again later",
          key: "aiUpstreamFailed",
        }),
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Polish the descriptions of Work Experience" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.queryAllByTestId("suggestion")).toHaveLength(0);
  });

  it("with AI off there is no polish button", () => {
    setup(false);
    expect(screen.queryAllByTestId("polish-button")).toHaveLength(0);
  });
});
