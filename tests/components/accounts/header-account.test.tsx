// The signed-in header loads the user on the client when the session hint cookie is present.
import { screen, waitFor } from "@testing-library/react";
import { HeaderAccount } from "@/components/layout/header-account";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const user = {
  _id: "u1",
  userName: null,
  nickName: "Lin",
  avatar: null,
  cellphone: null,
  email: "lin@example.test",
  role: "user",
  type: "email",
  isValid: false,
  isVip: false,
  valiTo: null,
  balance: 0,
  token: 5000,
};

// The network boundary: the browser's fetch answers like GET /api/user/current.
// (jsdom has no Response class, so the answer is shaped by hand.)
const fetchMock = jest.fn(async () => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => ({ code: 0, data: user }),
}));

beforeEach(() => {
  currentUserStore.set({ status: "unknown", user: null });
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = "x-signed-in=; max-age=0";
});

describe("HeaderAccount", () => {
  it("shows sign-in links to a visitor without asking the server", async () => {
    renderWithIntl(<HeaderAccount user={null} />, "en");
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/signin");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the current user when a session exists and shows my resumes and the avatar menu", async () => {
    document.cookie = "x-signed-in=1";
    renderWithIntl(<HeaderAccount user={null} />, "zh");
    expect(await screen.findByRole("link", { name: "我的简历" })).toHaveAttribute("href", "/ch/resumes");
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/user/current",
        expect.objectContaining({ credentials: "same-origin" }),
      ),
    );
    expect(screen.queryByRole("link", { name: "登录" })).not.toBeInTheDocument();
  });
});
