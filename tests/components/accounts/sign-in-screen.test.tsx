// The sign-in form validates with the API's own schema, loaded on demand (lib/client/forms/use-schema-form.ts), and the
// Chinese page's two ways to sign in are keyboard-operable tabs.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { setUrl } from "../navigation-mock";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

/** The submit button waits for the bot check, which jsdom cannot solve: submit the form itself. */
function submitForm(): void {
  const form = screen.getByRole("button", { name: /^(Sign in|登录)$/ }).closest("form");
  if (!form) throw new Error("no form");
  fireEvent.submit(form);
}

describe("SignInScreen", () => {
  beforeEach(() => setUrl("/signin"));

  it("shows the schema's messages translated on submit, focuses the first invalid field and clears fixed ones as you type", async () => {
    renderWithIntl(<SignInScreen />, "zh");
    submitForm();
    expect(await screen.findByText("邮箱不能为空")).toBeInTheDocument();
    expect(screen.getByText("密码不能为空")).toBeInTheDocument();
    const email = screen.getByLabelText("邮箱");
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(email, "not-an-address");
    expect(await screen.findByText("邮箱地址格式不正确")).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, "ada@example.test");
    await waitFor(() => expect(screen.queryByText("邮箱地址格式不正确")).toBeNull());
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("密码不能为空")).toBeInTheDocument();
  });

  it("offers e-mail and phone as tabs on the Chinese site, moved between with the arrow keys", async () => {
    setUrl("/ch/login");
    renderWithIntl(<SignInScreen />, "zh");
    const emailTab = screen.getByRole("tab", { name: "邮箱登录" });
    expect(emailTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByLabelText("邮箱"));

    emailTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    const phoneTab = screen.getByRole("tab", { name: "手机登录" });
    expect(phoneTab).toHaveFocus();
    expect(phoneTab).toHaveAttribute("aria-selected", "true");
    expect(emailTab).toHaveAttribute("tabindex", "-1");
    // The phone form loads when its tab is first chosen.
    expect(await screen.findByLabelText("手机号码")).toBeInTheDocument();
    expect(screen.queryByLabelText("邮箱")).toBeNull();

    await userEvent.keyboard("{ArrowRight}");
    expect(emailTab).toHaveFocus();
    expect(emailTab).toHaveAttribute("aria-selected", "true");
  });

  it("has no tabs on the English site", () => {
    renderWithIntl(<SignInScreen />, "en");
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });
});
