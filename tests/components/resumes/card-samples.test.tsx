// Issue 21 item 2 on My resumes: a card's download or share of a resume with sample entries lists them first;
// "remove all" saves the resume without them before the action goes on, "continue anyway" goes on with them, and a
// resume without samples goes on at once. The network is answered at fetch, like the server.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResumesView } from "@/components/resumes/resumes-view";
import { createEmptyResume } from "@/lib/shared/resume/create-empty-resume";
import { createSection } from "@/lib/shared/resume/create-section";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { renderWithIntl } from "../render-with-intl";
import { setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

function resume(id: string, name: string, withSamples: boolean) {
  const { data, config } = createEmptyResume("en");
  const sections = withSamples ? [...data.sections, createSection("certificate", "en", "cert")] : data.sections;
  return {
    _id: id,
    name,
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: `u-${id}`,
    version: 3,
    data: { ...data, sections },
    config,
  };
}

const calls: { url: string; method: string; body: unknown }[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? "GET";
  calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  const data = url.startsWith("/api/resumes?")
    ? { data: [resume("r1", "With samples", true), resume("r2", "Clean", false)], count: 2 }
    : method === "PATCH"
      ? { _id: "r1", name: "With samples", coverImg: null, updatedAt: "2026-01-01T10:01:00.000Z", version: 4 }
      : null;
  // The PDF endpoint is refused here: only the order of the calls matters to this test.
  const status = url.startsWith("/api/download/") ? 500 : 200;
  return {
    ok: status < 400,
    status,
    headers: { get: () => null },
    json: async () => ({ code: status === 200 ? 0 : 100000, data, message: "" }),
  };
});

beforeEach(() => {
  setUrl("/resumes");
  calls.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sent = (method: string, prefix: string) => calls.filter((c) => c.method === method && c.url.startsWith(prefix));

describe("a /resumes card with sample entries", () => {
  it("download: lists them, and 'remove all' saves the resume without them before the PDF is asked for", async () => {
    renderWithIntl(<ResumesView isPremium isAiEnabled={false} />, "en");
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF: With samples" }));
    const dialog = screen.getByRole("dialog", { name: "Your resume still has sample entries" });
    expect(within(dialog).getByTestId("sample-list")).toHaveTextContent("AWS Certified Solutions Architect");
    expect(sent("POST", "/api/download/")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove all samples and continue" }));
    await waitFor(() => expect(sent("POST", "/api/download/r1")).toHaveLength(1));
    const [save] = sent("PATCH", "/api/resumes/r1");
    const body = save!.body as { mode: string; version: number; data: TResumeData };
    expect(body).toMatchObject({ mode: "full", version: 3 });
    expect(JSON.stringify(body.data)).not.toContain('"sample":true');
    expect(calls.indexOf(save!)).toBeLessThan(calls.findIndex((c) => c.url.startsWith("/api/download/")));
  });

  it("share (zh): 'continue anyway' opens the share dialog and saves nothing", async () => {
    renderWithIntl(<ResumesView isPremium={false} isAiEnabled={false} />, "zh");
    await userEvent.click(await screen.findByRole("button", { name: "分享: With samples" }));
    const dialog = screen.getByRole("dialog", { name: "简历中还有示例内容" });
    await userEvent.click(within(dialog).getByRole("button", { name: "仍然继续" }));
    expect(await screen.findByRole("dialog", { name: "分享简历" })).toBeInTheDocument();
    expect(sent("PATCH", "/api/resumes/")).toHaveLength(0);
  });

  it("a resume without samples downloads at once", async () => {
    renderWithIntl(<ResumesView isPremium isAiEnabled={false} />, "en");
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF: Clean" }));
    await waitFor(() => expect(sent("POST", "/api/download/r2")).toHaveLength(1));
    expect(screen.queryByRole("dialog", { name: "Your resume still has sample entries" })).toBeNull();
  });
});
