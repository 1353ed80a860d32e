// The /upload page's client part (docs/product.md §4, §5, §8, §9): files checked in the browser (type, 5 MB, one file)
// with SPEC's messages in both languages; a visitor is told that signing in comes first; a signed-in user goes through
// creating the task and parsing to done, then the editor after a 3-second countdown or at once with 'go now'; a failure
// says whether the upload or the parse failed, with the reason.
import { act, fireEvent, screen } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { checkResumeFile } from "@/components/upload/check-resume-file";
import { ResumeUpload } from "@/components/upload/resume-upload";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

Object.assign(global, { TextDecoder, TextEncoder });

const MB = 1024 * 1024;
const fileOf = (name: string, size = 10, type = "") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

// The network boundary, answering like the server (jsdom has no Response class): each call takes the next answer.
// `events`: the stream's body, one chunk, or several read one after the other.
type Answer = {
  status?: number;
  code?: number;
  data?: unknown;
  message?: string;
  key?: string;
  events?: string | string[];
};
let answers: Answer[] = [];
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  void input;
  void init;
  const { status = 200, code = 0, data = null, message = "", key, events } = answers.shift() ?? {};
  const chunks = (events === undefined ? [] : [events].flat()).map((chunk) => new TextEncoder().encode(chunk));
  return {
    ok: status < 400,
    status,
    headers: { get: () => null },
    json: async () => ({ code, data, message, key }),
    body: {
      getReader: () => ({
        read: async () => (chunks.length ? { value: chunks.shift(), done: false } : { value: undefined, done: true }),
        cancel: async () => undefined,
      }),
    },
  };
});

const signIn = () => currentUserStore.set({ status: "signedIn", user: { _id: "u1", nickName: "Lin" } as UserDto });

beforeEach(() => {
  setUrl("/upload");
  answers = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  signIn();
});

const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText(en.ResumeUpload.drop.label), { target: { files } });

describe("checkResumeFile", () => {
  it("takes PDF, .doc, .docx, JPG and PNG up to 5 MB, by extension or, without one, by type", () => {
    expect(checkResumeFile(fileOf("cv.PDF"))).toEqual({ kind: "pdf" });
    // Scans and photos go to the PDF endpoint, where the bytes decide (issue 24 item 3).
    expect(checkResumeFile(fileOf("scan.JPG"))).toEqual({ kind: "pdf" });
    expect(checkResumeFile(fileOf("photo.jpeg"))).toEqual({ kind: "pdf" });
    expect(checkResumeFile(fileOf("cv.png"))).toEqual({ kind: "pdf" });
    expect(checkResumeFile(fileOf("camera", 10, "image/jpeg"))).toEqual({ kind: "pdf" });
    expect(checkResumeFile(fileOf("cv.gif", 10, "image/gif"))).toEqual({ error: "fileType" });
    expect(checkResumeFile(fileOf("cv.doc"))).toEqual({ kind: "docx" });
    expect(checkResumeFile(fileOf("cv.docx", 5 * MB))).toEqual({ kind: "docx" });
    expect(checkResumeFile(fileOf("scan", 10, "application/pdf"))).toEqual({ kind: "pdf" });
    expect(checkResumeFile(fileOf("cv.webp", 10, "application/pdf"))).toEqual({ error: "fileType" });
    expect(checkResumeFile(fileOf("cv.txt"))).toEqual({ error: "fileType" });
    // LinkedIn's data export (issue 24 item 4) goes to the Word endpoint, where what the ZIP holds decides.
    expect(checkResumeFile(fileOf("Basic_LinkedInDataExport_01-01-2025.ZIP"))).toEqual({ kind: "docx" });
    expect(checkResumeFile(fileOf("export", 10, "application/zip"))).toEqual({ kind: "docx" });
    expect(checkResumeFile(fileOf("export", 10, "application/x-zip-compressed"))).toEqual({ kind: "docx" });
    expect(checkResumeFile(fileOf("cv.pdf", 5 * MB + 1))).toEqual({ error: "fileTooLarge" });
  });
});

describe("ResumeUpload", () => {
  it("refuses a wrong type, a file over 5 MB and several files, before sending anything", () => {
    renderWithIntl(<ResumeUpload />);
    choose([fileOf("photo.gif")]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Invalid file format. Please upload a PDF, a Word document or a JPG or PNG image.",
    );
    choose([fileOf("cv.pdf", 5 * MB + 1)]);
    expect(screen.getByRole("alert")).toHaveTextContent("File size exceeds 5MB limit");
    fireEvent.drop(screen.getByTestId("upload-drop-zone"), {
      dataTransfer: { files: [fileOf("a.pdf"), fileOf("b.pdf")] },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(en.ResumeUpload.errors.oneFile);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the same in Chinese", () => {
    renderWithIntl(<ResumeUpload />, "zh");
    fireEvent.change(screen.getByLabelText(zh.ResumeUpload.drop.label), { target: { files: [fileOf("a.txt")] } });
    expect(screen.getByRole("alert")).toHaveTextContent(zh.ApiErrors.fileType);
    fireEvent.change(screen.getByLabelText(zh.ResumeUpload.drop.label), {
      target: { files: [fileOf("a.docx", 6 * MB)] },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(zh.ApiErrors.fileTooLarge);
  });

  it("tells a visitor that signing in comes first", () => {
    currentUserStore.set({ status: "signedOut", user: null });
    renderWithIntl(<ResumeUpload />);
    expect(screen.getByText(en.ResumeUpload.drop.visitor)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.ResumeUpload.drop.choose })).toBeEnabled();
  });

  it("goes through the four steps and opens the editor after 3 seconds", async () => {
    jest.useFakeTimers();
    try {
      answers = [
        { data: { content: { source: "docx", blocks: [] } } },
        { data: { taskId: "t1" } },
        {
          events:
            'event: open\ndata: {"taskId":"t1"}\n\nevent: message\ndata: {"progress":70,"step":"reading"}\n\n' +
            'event: finish\ndata: {"resumeId":"r1","message":"Your resume has been parsed."}\n\n',
        },
      ];
      renderWithIntl(<ResumeUpload />);
      expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(en.ResumeUpload.steps.choose);
      await act(async () => choose([fileOf("cv.docx")]));
      expect(await screen.findByText(en.ResumeUpload.done.title)).toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        "/api/parseDocx",
        "/api/getResumeParseTaskId",
        "/api/parseResumeByStream?taskId=t1&aiProvider=openai",
      ]);
      expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(en.ResumeUpload.steps.done);
      expect(screen.getByText("Your resume has been parsed.")).toBeInTheDocument();
      expect(screen.getByTestId("upload-countdown")).toHaveTextContent("Opening the editor in 3 seconds");
      expect(screen.getByRole("link", { name: en.ResumeUpload.done.goNow })).toHaveAttribute("href", "/editor/r1");
      await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId("upload-countdown")).toHaveTextContent("Opening the editor in 2 seconds");
      expect(navigation.push).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1000));
      await act(async () => jest.advanceTimersByTime(1000));
      expect(navigation.push).toHaveBeenCalledWith("/editor/r1");
    } finally {
      jest.useRealTimers();
    }
  });

  it("says a scan or photo takes longer to read, and says nothing of it for a PDF", async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    const { unmount } = renderWithIntl(<ResumeUpload />);
    await act(async () => choose([fileOf("photo.JPG")]));
    expect(screen.getByText(en.ResumeUpload.progress.scanSlow)).toBeInTheDocument();
    unmount();
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    renderWithIntl(<ResumeUpload />, "zh");
    await act(async () =>
      fireEvent.change(screen.getByLabelText(zh.ResumeUpload.drop.label), { target: { files: [fileOf("简历.pdf")] } }),
    );
    expect(screen.getByTestId("upload-status")).toHaveTextContent(zh.ResumeUpload.progress.creating);
    expect(screen.queryByText(zh.ResumeUpload.progress.scanSlow)).not.toBeInTheDocument();
  });

  it("links 'go now' to the Chinese editor and shows the parse failure with the server's reason", async () => {
    answers = [
      { data: { content: { source: "docx", blocks: [] } } },
      { data: { taskId: "t1" } },
      { events: 'event: error\ndata: {"code":500,"message":"出错了"}\n\n' },
    ];
    renderWithIntl(<ResumeUpload />, "zh");
    fireEvent.change(screen.getByLabelText(zh.ResumeUpload.drop.label), { target: { files: [fileOf("简历.pdf")] } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(zh.ResumeUpload.errors.parseFailed);
    expect(alert).toHaveTextContent("出错了");
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(zh.ResumeUpload.steps.parsing);
    fireEvent.click(screen.getByRole("button", { name: zh.ResumeUpload.errors.retry }));
    expect(screen.getByRole("button", { name: zh.ResumeUpload.drop.choose })).toHaveFocus();
  });

  it("replaces the parse progress with the failure when the stream's error comes after progress", async () => {
    answers = [
      { data: { content: { source: "pdf", blocks: [] } } },
      { data: { taskId: "t1" } },
      {
        events: [
          'event: open\ndata: {"taskId":"t1"}\n\n',
          'event: message\ndata: {"progress":10,"step":"reading"}\n\n',
          'event: error\ndata: {"code":600108,"message":"This file is too complex to read safely","key":"fileTooComplex"}\n\n',
        ],
      },
    ];
    renderWithIntl(<ResumeUpload />);
    choose([fileOf("cv.pdf")]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.ResumeUpload.errors.parseFailed);
    expect(alert).toHaveTextContent(en.ApiErrors.fileTooComplex);
    expect(screen.queryByText(en.ResumeUpload.progress.reading)).toBeNull();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(en.ResumeUpload.steps.parsing);
  });

  it("shows an upload failure with the translated reason", async () => {
    answers = [{ status: 400, code: 600106, message: "This file has no text to read", key: "fileNoText" }];
    renderWithIntl(<ResumeUpload />);
    choose([fileOf("scan.pdf")]);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.ResumeUpload.errors.uploadFailed);
    expect(alert).toHaveTextContent(en.ApiErrors.fileNoText);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/parsePdf");
  });
});
