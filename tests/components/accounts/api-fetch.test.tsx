// docs/product.md §2/§8: 'no premission' for a signed-in user → the session-expired message, logout after 1 s, login
// page.
import { act, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { ApiError } from "@/lib/client/api-client/api-error";
import { apiFetch } from "@/lib/client/api-client/api-fetch";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import { renderWithIntl } from "../render-with-intl";

type Answer = { status: number; body: unknown };
const calls: string[] = [];
let answer: Answer = { status: 200, body: { code: 0, data: null } };
// The network boundary (jsdom has no Response class, so the answer is shaped by hand).
global.fetch = jest.fn(async (input: RequestInfo | URL) => {
  calls.push(String(input));
  return {
    ok: answer.status < 400,
    status: answer.status,
    headers: { get: () => null },
    json: async () => answer.body,
  };
}) as unknown as typeof fetch;

beforeEach(() => {
  calls.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("apiFetch", () => {
  it("answers data, and throws ApiError with code and message", async () => {
    answer = { status: 200, body: { code: 0, data: { a: 1 } } };
    await expect(apiFetch("/api/x")).resolves.toEqual({ a: 1 });
    answer = { status: 400, body: { code: 100002, message: "Incorrect email or password", key: "invalidCredentials" } };
    await expect(apiFetch("/api/x")).rejects.toEqual(new ApiError(100002, "Incorrect email or password", 400));
    expect(calls).toEqual(["/api/x", "/api/x"]);
  });

  it("on 'no premission' for a signed-in user, says so and logs out after one second", async () => {
    renderWithIntl(<Toaster />, "en");
    currentUserStore.set({ status: "signedIn", user: { _id: "u1", nickName: "Lin" } as never });
    answer = { status: 401, body: { code: 401, message: "no premission" } };
    await expect(apiFetch("/api/resumes")).rejects.toBeInstanceOf(ApiError);
    expect(
      await screen.findByText("Login session has expired. Redirecting to sign-in page in one second."),
    ).toBeInTheDocument();
    expect(calls).toEqual(["/api/resumes"]);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(calls).toEqual(["/api/resumes", "/api/logout"]);
    expect(currentUserStore.getSnapshot().status).toBe("signedOut");
  });
});
