// The /upload page and LinkedIn's data export (issue 24 item 4): the picker takes .zip, the page says where the export
// comes from in both languages, a ZIP goes to the Word endpoint like a .docx, and the server's refusal of a ZIP that
// is not an export is shown in the page's language.
import { act, fireEvent, screen } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { RESUME_FILE_ACCEPT } from "@/components/upload/check-resume-file";
import { ResumeUpload } from "@/components/upload/resume-upload";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl, messagesByLocale } from "../render-with-intl";
import { setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

Object.assign(global, { TextDecoder, TextEncoder });

type Answer = { status: number; code: number; message: string; key: string };
let answer: Answer;
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  void input;
  void init;
  return {
    ok: answer.status < 400,
    status: answer.status,
    headers: { get: () => null },
    json: async () => ({ code: answer.code, data: null, message: answer.message, key: answer.key }),
  };
});

beforeEach(() => {
  setUrl("/upload");
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  currentUserStore.set({ status: "signedIn", user: { _id: "u1", nickName: "Lin" } as UserDto });
});

describe.each(["en", "zh"] as const)("a LinkedIn export on the %s upload page", (locale) => {
  const messages = messagesByLocale[locale];

  it("is offered: the picker takes .zip and the page says where to get the export", () => {
    renderWithIntl(<ResumeUpload />, locale);
    const input = screen.getByLabelText(messages.ResumeUpload.drop.label);
    expect(input.getAttribute("accept")?.split(",")).toEqual(expect.arrayContaining([".zip", "application/zip"]));
    expect(RESUME_FILE_ACCEPT).toContain(".zip");
    expect(screen.getByTestId("upload-linkedin-hint")).toHaveTextContent(messages.ResumeUpload.drop.linkedin);
    expect(messages.ResumeUpload.drop.linkedin).toMatch(locale === "en" ? /LinkedIn.*ZIP/s : /领英.*ZIP/s);
  });

  it("goes to the Word endpoint, and a ZIP that is not an export is refused in the page's language", async () => {
    answer = { status: 415, code: 600131, message: "This ZIP file is neither…", key: "fileZipUnknown" };
    renderWithIntl(<ResumeUpload />, locale);
    const zip = new File(["PK"], "Basic_LinkedInDataExport.zip", { type: "application/zip" });
    await act(async () =>
      fireEvent.change(screen.getByLabelText(messages.ResumeUpload.drop.label), { target: { files: [zip] } }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messages.ResumeUpload.errors.uploadFailed);
    expect(alert).toHaveTextContent(messages.ApiErrors.fileZipUnknown);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/parseDocx"]);
  });
});
