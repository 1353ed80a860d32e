// The cover letter panel (issue 26 item 3) against a stubbed network: an empty letter starts from the template and
// its save is version 1 (from the template); versions list and restore; a stale save's 409 keeps the text and offers
// the newest; "Write with AI" (AI on only) streams the letter into a read-only editor, can be cancelled, and its saved
// version replaces the text; the Download PDF button posts to the letter's PDF route; Chinese; the card opens it.
import { TextDecoder, TextEncoder } from "node:util";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationsView } from "@/components/applications/applications-view";
import { CoverLetterPanel } from "@/components/applications/cover-letter/cover-letter-dialog";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";
import type { CoverLetterDto, CoverLetterStateDto } from "@/lib/shared/validations/cover-letters/cover-letter";
import { renderWithIntl } from "../render-with-intl";
import { setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

Object.assign(globalThis, { TextDecoder, TextEncoder });

const application: ApplicationDto = {
  id: "a1",
  state: "saved",
  appliedAt: null,
  notes: "",
  nextStep: "",
  nextStepAt: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  job: { id: "j1", company: "Acme Corp", role: "Frontend Engineer", location: "", url: "", description: "" },
  resume: { id: "r1", name: "CV" },
  shareLink: null,
};

const letter = (version: number, body: string, source: CoverLetterDto["source"] = "edit"): CoverLetterDto => ({
  id: `l${version}`,
  applicationId: "a1",
  body,
  lang: "en",
  version,
  source,
  createdAt: "2026-11-20T10:00:00.000Z",
});
const stateOf = (...letters: CoverLetterDto[]): CoverLetterStateDto => ({
  current: letters[0] ?? null,
  versions: letters.map((l) => ({
    version: l.version,
    source: l.source,
    createdAt: l.createdAt,
    chars: l.body.length,
    excerpt: l.body.slice(0, 40),
  })),
});

type Answer = { status?: number; data?: unknown; code?: number; key?: string; stream?: string[] | "hang" };
let answer: (url: string, method: string, body: unknown) => Answer;
const calls: { url: string; method: string; body: unknown }[] = [];

/** A hand-made fetch answer (jsdom has no Response): the envelope, or an event stream of these chunks. */
function reply({ status = 200, data = null, code = 0, key, stream }: Answer, signal?: AbortSignal) {
  const encoder = new TextEncoder();
  const chunks = stream === "hang" ? [] : [...(stream ?? [])];
  return {
    ok: status < 400,
    status,
    headers: { get: () => null },
    json: async () => ({ code, data, message: "", key }),
    body: {
      getReader: () => ({
        read: () =>
          new Promise<{ value?: Uint8Array; done: boolean }>((resolve, reject) => {
            const chunk = chunks.shift();
            if (chunk !== undefined) return resolve({ value: encoder.encode(chunk), done: false });
            if (stream !== "hang") return resolve({ done: true });
            signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
        cancel: async () => undefined,
      }),
    },
  };
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    return reply(answer(url, method, body), init?.signal ?? undefined);
  }) as unknown as typeof fetch;
});

const base = "/api/applications/a1/cover-letter";
const textarea = () => screen.findByRole("textbox", { name: "Letter" });

describe("the cover letter panel", () => {
  it("starts from the template, and the save makes version 1 from the template", async () => {
    const user = userEvent.setup();
    const template = "Dear Hiring Manager at Acme Corp,\n\n[Why this role]";
    answer = (url, method, body) => {
      if (url === `${base}/template`) return { data: { body: template, lang: "en" } };
      if (method === "POST") return { data: letter(1, (body as { body: string }).body, "template") };
      return { data: calls.some((c) => c.method === "POST") ? stateOf(letter(1, "x", "template")) : stateOf() };
    };
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled={false} />);
    expect(await screen.findByText("No cover letter yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Write with AI" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Start from a template" }));
    const box = await textarea();
    expect(box).toHaveValue(template);
    await user.type(box, " I like it.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText(/^Version 1/)).toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: base,
      method: "POST",
      body: { body: `${template} I like it.`, lang: "en", version: 0, fromTemplate: true },
    });
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  });

  it("lists the versions and restores an earlier one over the current", async () => {
    const user = userEvent.setup();
    const older = [letter(2, "Second draft"), letter(1, "First draft", "ai")];
    const restored = letter(3, "First draft", "restore");
    answer = (url, method) =>
      method === "POST"
        ? { data: restored }
        : { data: stateOf(...(calls.some((c) => c.method === "POST") ? [restored] : []), ...older) };
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled={false} />);
    expect(await textarea()).toHaveValue("Second draft");
    await user.click(screen.getByRole("button", { name: "Versions (2)" }));
    const list = screen.getByTestId("cover-letter-versions");
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Current");
    expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Version 1 · Written with AI");
    await user.click(within(list).getByRole("button", { name: "Restore version 1" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Letter" })).toHaveValue("First draft"));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: `${base}/restore`,
      method: "POST",
      body: { from: 1, version: 2 },
    });
  });

  it("a stale save keeps the text and offers the newest version or to keep it", async () => {
    const user = userEvent.setup();
    let newest = stateOf(letter(1, "Mine"));
    answer = (url, method) => (method === "POST" ? { status: 409, code: 409, key: "conflict" } : { data: newest });
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled={false} />);
    await user.type(await textarea(), " edited");
    newest = stateOf(letter(2, "From the other tab"), letter(1, "Mine"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByText(/changed elsewhere/);
    expect(screen.getByRole("textbox", { name: "Letter" })).toHaveValue("Mine edited");
    answer = (url, method, body) => {
      if (method !== "POST") return { data: newest };
      const saved = letter(3, (body as { body: string }).body);
      newest = stateOf(saved, letter(2, "From the other tab"), letter(1, "Mine"));
      return { data: saved };
    };
    await user.click(within(alert.parentElement!).getByRole("button", { name: "Keep my text" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText(/^Version 3/)).toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => (c.body as { version: number }).version)).toEqual([
      1, 2,
    ]);
  });

  it("writes with AI: the letter streams into a read-only editor, then the saved version replaces it", async () => {
    const user = userEvent.setup();
    const written = letter(2, "Dear Hiring Manager,\n\nI build fast interfaces.", "ai");
    let stream: string[] | "hang" = [
      frame("message", { body: "Dear Hiring" }),
      frame("finish", { letter: written, usedTokens: 812 }),
    ];
    answer = (url, method) =>
      method === "POST" ? { stream } : { data: stateOf(...(calls.length > 2 ? [written] : []), letter(1, "Old")) };
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled />);
    expect(await textarea()).toHaveValue("Old");
    await user.click(screen.getByRole("button", { name: "Write with AI" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Letter" })).toHaveValue(written.body));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: `${base}/generate`,
      method: "POST",
      body: { version: 1 },
    });

    // Cancelled while it writes: the request is aborted and the panel says what it cost.
    stream = "hang";
    await user.click(screen.getByRole("button", { name: "Write with AI" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Writing your letter…");
    expect(screen.getByRole("textbox", { name: "Letter" })).toHaveAttribute("readonly");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(/^Stopped: nothing was saved/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Letter" })).toHaveValue(written.body);
  });

  it("does not write with AI over unsaved edits", async () => {
    const user = userEvent.setup();
    answer = () => ({ data: stateOf(letter(1, "Old")) });
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled />);
    await user.type(await textarea(), "!");
    expect(screen.getByRole("button", { name: "Write with AI" })).toBeDisabled();
    expect(screen.getByText("Save or discard your changes first: AI writes a new version.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(screen.getByRole("textbox", { name: "Letter" })).toHaveValue("Old");
  });

  it("downloads the PDF from the letter's route", async () => {
    const user = userEvent.setup();
    answer = (url) =>
      url.startsWith("/api/download") ? { status: 403, code: 300101 } : { data: stateOf(letter(1, "Hi")) };
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled={false} />);
    await textarea();
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Downloading a PDF needs a premium plan.")).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ url: "/api/download/cover-letter/a1", method: "POST" });
  });

  it("speaks Chinese", async () => {
    answer = () => ({ data: stateOf() });
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled />, "zh");
    expect(await screen.findByText("还没有求职信")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "从模板开始" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "AI 撰写" })).toBeInTheDocument();
  });

  it("says when it could not load, and tries again", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 500, code: 500 });
    renderWithIntl(<CoverLetterPanel application={application} isAiEnabled={false} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the cover letter.");
    answer = () => ({ data: stateOf(letter(1, "Back")) });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await textarea()).toHaveValue("Back");
  });

  it("opens from the application's card, in a dialog named for the letter, and closes", async () => {
    const user = userEvent.setup();
    setUrl("/applications");
    answer = (url) => (url === "/api/applications" ? { data: [application] } : { data: stateOf(letter(1, "Hello")) });
    renderWithIntl(<ApplicationsView isAiEnabled={false} />);
    const card = await within(await screen.findByRole("list", { name: "Applications" })).findByRole("article");
    await user.click(within(card).getByRole("button", { name: "Cover letter for Frontend Engineer at Acme Corp" }));
    const dialog = await screen.findByRole("dialog", { name: "Cover letter" });
    expect(await within(dialog).findByRole("textbox", { name: "Letter" })).toHaveValue("Hello");
    expect(dialog).toHaveTextContent("Frontend Engineer at Acme Corp");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
