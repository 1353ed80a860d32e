// Settings → e-mail and password cards (issue 21 item 10): the two-step e-mail change with translated validation and
// server errors, the password form, and the "set a password" link for accounts without one, in both languages.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Toaster } from "sonner";
import { EmailCard } from "@/components/settings/email-card";
import { PasswordCard } from "@/components/settings/password-card";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl } from "../render-with-intl";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

const user = (overrides: Partial<UserDto>): UserDto =>
  ({ _id: "u1", nickName: "Lin", email: "lin@example.test", hasPassword: true, ...overrides }) as UserDto;
const signIn = (overrides: Partial<UserDto> = {}) =>
  currentUserStore.set({ status: "signedIn", user: user(overrides) });
const fail = (code: number, message: string, key: string) => ({ status: 400, body: { code, message, key } });

beforeEach(() => resetNetwork());

// Errors and confirmations are toasts, shown by the page's toaster.
const renderCard = (card: ReactElement, locale: "en" | "zh") =>
  renderWithIntl(
    <>
      {card}
      <Toaster />
    </>,
    locale,
  );

describe("EmailCard", () => {
  it("mails a code to the new address, then changes it with the code (Chinese)", async () => {
    signIn();
    renderCard(<EmailCard />, "zh");
    const card = screen.getByRole("region", { name: "邮箱" });
    expect(within(card).getByText("当前邮箱：lin@example.test")).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText("新邮箱"), "not-an-address");
    await userEvent.type(within(card).getByLabelText("当前密码"), "Secret123");
    await userEvent.click(within(card).getByRole("button", { name: "发送验证码" }));
    expect(await within(card).findByText("邮箱地址格式不正确")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    answer("POST /api/user/email", ok(null));
    await userEvent.clear(within(card).getByLabelText("新邮箱"));
    await userEvent.type(within(card).getByLabelText("新邮箱"), "New@Example.test");
    await userEvent.click(within(card).getByRole("button", { name: "发送验证码" }));
    expect(await within(card).findByText(/6 位验证码已发送到 new@example\.test/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { email: "new@example.test", password: "Secret123" } });

    answer(
      "POST /api/user/email/confirm",
      fail(100003, "The code is wrong or has expired", "invalidCode"),
      ok(user({ email: "new@example.test" })),
    );
    await userEvent.type(within(card).getByLabelText("邮件中的验证码"), "123456");
    await userEvent.click(within(card).getByRole("button", { name: "确认新邮箱" }));
    expect(await screen.findByText("验证码错误或已过期")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "确认新邮箱" }));
    expect(await within(card).findByText("当前邮箱：new@example.test")).toBeInTheDocument();
    expect(within(card).getByLabelText("新邮箱")).toBeInTheDocument();
  });

  it("asks an account without a password for none", async () => {
    signIn({ hasPassword: false, email: null, cellphone: "13800138000" });
    renderCard(<EmailCard />, "en");
    const card = screen.getByRole("region", { name: "E-mail address" });
    expect(within(card).getByText("No e-mail address yet.")).toBeInTheDocument();
    expect(within(card).queryByLabelText("Current password")).not.toBeInTheDocument();
    answer("POST /api/user/email", ok(null));
    await userEvent.type(within(card).getByLabelText("New e-mail address"), "ada@example.test");
    await userEvent.click(within(card).getByRole("button", { name: "Send code" }));
    expect(await within(card).findByLabelText("Code from the e-mail")).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { email: "ada@example.test" } });
  });
});

describe("PasswordCard", () => {
  it("changes the password, showing a wrong current one as such (English)", async () => {
    signIn();
    renderCard(<PasswordCard />, "en");
    const card = screen.getByRole("region", { name: "Password" });
    answer(
      "POST /api/user/password",
      fail(100030, "Your current password is not correct", "wrongPassword"),
      ok({ token: "t" }),
    );
    await userEvent.type(within(card).getByLabelText("Current password"), "Wrong1234");
    await userEvent.type(within(card).getByLabelText("New password"), "short");
    await userEvent.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await within(card).findByText(/at least 8 characters/)).toBeInTheDocument();
    await userEvent.clear(within(card).getByLabelText("New password"));
    await userEvent.type(within(card).getByLabelText("New password"), "NewSecret9");
    await userEvent.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your current password is not correct")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(/Password changed\./)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ body: { currentPassword: "Wrong1234", newPassword: "NewSecret9" } });
  });

  it("offers an account without a password a link to set one, mailed to its address (Chinese)", async () => {
    signIn({ hasPassword: false });
    renderCard(<PasswordCard />, "zh");
    const card = screen.getByRole("region", { name: "密码" });
    expect(within(card).queryByLabelText("当前密码")).not.toBeInTheDocument();
    answer("POST /api/users/forgetPassword", ok(null));
    await userEvent.click(within(card).getByRole("button", { name: "发送设置密码的链接" }));
    expect(await within(card).findByText("链接已发送到 lin@example.test，打开它即可设置密码。")).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: "/api/users/forgetPassword", body: { email: "lin@example.test" } });
  });

  it("asks an account with neither password nor address to add an address first", () => {
    signIn({ hasPassword: false, email: null });
    renderCard(<PasswordCard />, "en");
    expect(screen.getByText(/Add an e-mail address below first/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
