// The phone login, phone binding and nickname forms on the schema hook (lib/client/forms/use-schema-form.ts): the shared
// schema's messages on submit with focus on the first invalid field, the get-code button following the number as it
// is typed, and a bound number emptying the form.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PhoneLoginForm } from "@/components/auth/phone-login-form";
import { PhoneBindForm } from "@/components/settings/phone-bind-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const user: UserDto = {
  _id: "u1",
  userName: null,
  nickName: "Ada",
  avatar: null,
  cellphone: null,
  email: "ada@example.test",
  role: "user",
  type: "email",
  isValid: false,
  isVip: false,
  valiTo: null,
  balance: 0,
  balances: { CNY: 0, USD: 0 },
  token: 0,
  hasPassword: true,
  embedResumeData: true,
};

// The network boundary, as the server answers: the captcha image, the binding and the nickname update.
const requests: { url: string; body: unknown }[] = [];
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  requests.push({ url: input, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
  const data = input.startsWith("/api/captcha")
    ? "<svg/>"
    : input === "/api/users/bindPhoneNumber"
      ? { ...user, cellphone: "13800138000" }
      : { ...user, nickName: "Grace" };
  return { ok: true, status: 200, headers: { get: () => null }, json: async () => ({ code: 0, data }) };
});

beforeEach(() => {
  setUrl("/ch/settings");
  requests.length = 0;
  currentUserStore.set({ status: "signedIn", user });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function submit(name: string): void {
  const form = screen.getByRole("button", { name }).closest("form");
  if (!form) throw new Error("no form");
  fireEvent.submit(form);
}

describe("PhoneLoginForm", () => {
  it("shows the schema's messages on submit, focuses the number, and enables get-code for a valid number only", async () => {
    renderWithIntl(<PhoneLoginForm />, "en");
    submit("Log in");
    expect(await screen.findByText("Phone number must not be empty")).toBeInTheDocument();
    expect(screen.getByText("Code must not be empty")).toBeInTheDocument();
    const phone = screen.getByLabelText("Phone number");
    expect(phone).toHaveFocus();

    const getCode = screen.getByRole("button", { name: "Get code" });
    expect(getCode).toBeDisabled();
    await userEvent.type(phone, "1380013800");
    expect(await screen.findByText("Invalid phone number")).toBeInTheDocument();
    expect(getCode).toBeDisabled();
    await userEvent.type(phone, "0");
    await waitFor(() => expect(screen.queryByText("Invalid phone number")).toBeNull());
    expect(getCode).toBeEnabled();
    await waitFor(() =>
      expect(requests.some((request) => request.url === "/api/captcha?sms=1&number=13800138000")).toBe(true),
    );
  });
});

describe("PhoneBindForm", () => {
  it("sends the number and code, then empties the form and disables get-code again", async () => {
    renderWithIntl(<PhoneBindForm />, "en");
    const phone = screen.getByLabelText("Phone number");
    await userEvent.type(phone, "13800138000");
    await userEvent.type(screen.getByLabelText("SMS code"), "1234");
    expect(screen.getByRole("button", { name: "Get code" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Bind phone number" }));

    await waitFor(() =>
      expect(requests).toContainEqual({
        url: "/api/users/bindPhoneNumber",
        body: { phoneNumber: "13800138000", veriCode: "1234" },
      }),
    );
    await waitFor(() => expect(phone).toHaveValue(""));
    expect(screen.getByLabelText("SMS code")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Get code" })).toBeDisabled();
    expect(await screen.findByText("Current number: 13800138000")).toBeInTheDocument();
  });
});

describe("ProfileForm", () => {
  it("starts from the saved nickname, refuses an empty one and saves a changed one", async () => {
    renderWithIntl(<ProfileForm />, "en");
    const nickName = screen.getByLabelText("Nickname");
    expect(nickName).toHaveValue("Ada");
    await userEvent.clear(nickName);
    submit("Save");
    await waitFor(() => expect(nickName).toHaveAttribute("aria-invalid", "true"));
    expect(nickName).toHaveFocus();

    await userEvent.type(nickName, "Grace");
    await waitFor(() => expect(nickName).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requests).toContainEqual({ url: "/api/users/u1", body: { nickName: "Grace" } }));
  });
});
