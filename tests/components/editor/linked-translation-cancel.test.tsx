// Issue 27 item 1: the banner of a linked translation while it brings the copy up to date: contacts, dates and links
// changed in the source are counted apart (copied as they are, no tokens when nothing needs translating), and a
// running re-translation can be cancelled: Cancel aborts the request (the server refunds: run-ai-task.ts), the banner
// says so and reads the status again; en and zh. Only fetch, the network boundary, is scripted.
import { TextDecoder, TextEncoder } from "node:util";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorProvider } from "@/components/editor/editor-context";
import { LinkedTranslationBanner } from "@/components/editor/translation/linked-translation-banner";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";
import { renderWithIntl } from "../render-with-intl";

Object.assign(globalThis, { TextDecoder, TextEncoder });

const json = (data: unknown) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => ({ code: 0, data }),
});

/** A 200 event stream that sends its first frame, then nothing until the request is aborted (jsdom has no Response). */
function hangingStream(signal: AbortSignal | undefined) {
  let sent = false;
  return {
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: async () => null,
    body: {
      getReader: () => ({
        read: () =>
          new Promise<{ value?: Uint8Array; done: boolean }>((resolve, reject) => {
            if (!sent) {
              sent = true;
              return resolve({
                value: new TextEncoder().encode('event: message\ndata: {"done":0,"total":2}\n\n'),
                done: false,
              });
            }
            signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
        cancel: async () => undefined,
      }),
    },
  };
}

function status(overrides: Partial<TranslationStatusDto> = {}): TranslationStatusDto {
  return {
    linked: true,
    sourceId: "src",
    sourceName: "My CV",
    sourceMissing: false,
    version: 1,
    stale: [],
    copied: [],
    added: [],
    removed: [],
    reordered: false,
    kept: [],
    keptLinks: [],
    ...overrides,
  };
}

const calls: { method: string; url: string; signal?: AbortSignal }[] = [];
let statuses: TranslationStatusDto[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ method, url, signal: init?.signal ?? undefined });
    if (url.endsWith("/translation-status")) return json(statuses.length > 1 ? statuses.shift() : statuses[0]);
    if (url.endsWith("/translation/retranslate")) return hangingStream(init?.signal ?? undefined);
    throw new Error(`unscripted ${method} ${url}`);
  }) as unknown as typeof fetch;
});

function setup(locale: "en" | "zh") {
  const { data, config } = sampleResume("en");
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
      <LinkedTranslationBanner resumeId="r1" flush={() => undefined} />
    </EditorProvider>,
    locale,
  );
}

const email = { path: "basicInfo.email", before: "a@example.com", after: "b@example.com", edited: false };
const title = { path: "basicInfo.title", before: "a", after: "b", edited: false };

it.each([
  [
    "en",
    "2 fields changed in the source",
    "1 of them is a contact, date or link: copied as it is, never sent to the AI.",
    "Cancel",
    "Re-translation cancelled.",
  ],
  [
    "zh",
    "原简历中有 2 个字段已更改",
    "其中 1 个是联系方式、日期或链接：原样复制，不发送给 AI。",
    "取消",
    "已取消重新翻译。",
  ],
] as const)(
  "%s: copied values counted apart; Cancel aborts the running re-translation",
  async (locale, heading, copied, cancel, cancelled) => {
    const user = userEvent.setup();
    statuses = [status({ stale: [title], copied: [email] })];
    setup(locale);
    const banner = await screen.findByTestId("linked-translation-banner");
    expect(within(banner).getByRole("heading")).toHaveTextContent(heading);
    expect(banner).toHaveTextContent(copied);

    await user.click(
      within(banner).getByRole("button", {
        name: locale === "en" ? "Re-translate what changed" : "重新翻译已更改的内容",
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.url.endsWith("/translation/retranslate"))).toBe(true));
    const request = calls.find((c) => c.url.endsWith("/translation/retranslate"))!;
    const button = await within(banner).findByRole("button", { name: cancel });
    expect(
      within(banner).queryByRole("button", {
        name: locale === "en" ? "Re-translate what changed" : "重新翻译已更改的内容",
      }),
    ).not.toBeInTheDocument();
    const statusReads = calls.filter((c) => c.url.endsWith("/translation-status")).length;

    await user.click(button);
    expect(request.signal?.aborted).toBe(true);
    expect(await within(banner).findByText(cancelled)).toBeInTheDocument();
    expect(within(banner).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(banner).queryByRole("button", { name: cancel })).not.toBeInTheDocument();
    // The status is read again (the copy is as it was: the server saved nothing).
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith("/translation-status")).length).toBe(statusReads + 1),
    );
  },
);

it("only contacts, dates or links changed: the banner says updating costs no tokens", async () => {
  statuses = [status({ copied: [email] })];
  setup("en");
  const banner = await screen.findByTestId("linked-translation-banner");
  expect(within(banner).getByRole("heading")).toHaveTextContent("1 field changed in the source");
  expect(banner).toHaveTextContent("Nothing to translate: updating the copy costs no tokens.");
  expect(within(banner).getByRole("button", { name: "Re-translate what changed" })).toBeEnabled();
});
