import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormField } from "@/components/auth/form-field";
import { SignUpFlow } from "@/components/auth/sign-up-flow";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

describe("SignUpFlow", () => {
  it("keeps the submit button disabled until the bot check is solved", async () => {
    renderWithIntl(<SignUpFlow />, "en");
    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.test");
    await userEvent.type(screen.getByLabelText("Password"), "Secret123");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeDisabled();
  }, 30_000);

  it("links to the locale's sign-in page, keeping prev", () => {
    renderWithIntl(<SignUpFlow prev="/ch/settings" />, "zh");
    expect(screen.getByRole("link", { name: "去登录" })).toHaveAttribute("href", "/ch/login?prev=%2Fch%2Fsettings");
  });
});

describe("FormField", () => {
  it("shows a shared-schema message translated and marks the input invalid", async () => {
    renderWithIntl(<FormField label="邮箱" error="Invalid email address" />, "zh");
    // The message table loads on demand (use-auth-message-key.ts): the translation follows within a tick.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("邮箱地址格式不正确"));
    expect(screen.getByLabelText("邮箱")).toHaveAttribute("aria-invalid", "true");
  });
});
