import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignUpFlow } from "@/components/auth/sign-up-flow";
import { FormControl } from "@/components/ui/form-control";
import { apiErrorOf, fieldIssueOf } from "@/lib/client/api-client/api-error";
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

describe("FormControl", () => {
  const input = (control: object) => <input {...control} />;

  it("shows a schema message key translated and marks the input invalid", () => {
    renderWithIntl(
      <FormControl label="邮箱" error="AuthValidation.emailInvalid">
        {input}
      </FormControl>,
      "zh",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("邮箱地址格式不正确");
    expect(screen.getByLabelText("邮箱")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a refused field arriving as { path, key } in the answer's details as the zh sentence", () => {
    const refused = apiErrorOf(
      {
        code: 200002,
        message: "Invalid email address",
        details: [{ path: "email", key: "AuthValidation.emailInvalid", message: "Invalid email address" }],
      },
      400,
    );
    renderWithIntl(
      <FormControl label="邮箱" error={fieldIssueOf(refused)}>
        {input}
      </FormControl>,
      "zh",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("邮箱地址格式不正确");
    expect(screen.getByRole("alert")).not.toHaveTextContent("Invalid email address");
  });

  it("fills a generic field issue's values in", () => {
    const refused = apiErrorOf(
      { code: 200002, details: [{ path: "name", key: "ApiValidation.required", values: { field: "name" } }] },
      400,
    );
    renderWithIntl(
      <FormControl label="Name" error={fieldIssueOf(refused)}>
        {input}
      </FormControl>,
      "en",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("name is required");
  });
});
