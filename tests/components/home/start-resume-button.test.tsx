import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StartResumeButton } from "@/components/home/start-resume-button";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl } from "../render-with-intl";
import { navigation, setUrl } from "../navigation-mock";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

// The network boundary: POST /api/resumes/empty answers like the server (jsdom has no Response class).
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  void input;
  void init;
  return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ code: 0, data: { _id: "r1" } }) };
});

const signedIn = { _id: "u1", nickName: "Lin" } as UserDto;

beforeEach(() => {
  setUrl("/ch");
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  currentUserStore.set({ status: "signedIn", user: signedIn });
});

describe("StartResumeButton", () => {
  it("opens the start dialog; blank creates an empty resume in the page's language and opens the editor", async () => {
    const user = userEvent.setup();
    renderWithIntl(<StartResumeButton label="开始制作简历" isAiEnabled />, "zh");
    await user.click(screen.getByRole("button", { name: "开始制作简历" }));
    const dialog = screen.getByRole("dialog", { name: "创建简历" });
    expect(within(dialog).getByRole("link", { name: /从简历示例开始/ })).toHaveAttribute("href", "/ch/examples");

    await user.click(within(dialog).getByRole("button", { name: /空白简历/ }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith("/ch/editor/r1"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/resumes/empty");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ lang: "zh" });
  });

  it("creates one resume when blank is pressed twice while the first request runs", async () => {
    let answer: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              ok: true,
              status: 200,
              headers: { get: () => null },
              json: async () => ({ code: 0, data: { _id: "r2" } }),
            });
        }),
    );
    const user = userEvent.setup();
    renderWithIntl(<StartResumeButton label="Create my resume" isAiEnabled />, "en");
    await user.click(screen.getByRole("button", { name: "Create my resume" }));
    const blank = within(screen.getByRole("dialog", { name: "Create a resume" })).getByRole("button", {
      name: /Blank resume/,
    });
    await user.click(blank);
    await user.click(blank);
    answer();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith("/editor/r2"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
