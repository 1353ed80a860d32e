// The offer application form and the admin membership form: what they send, the status after applying, and server
// validation messages shown in the page's language.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminMemberships } from "@/components/admin/admin-memberships";
import { OfferApplicationForm } from "@/components/offer/offer-application-form";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

const invalid = (message: string) => ({
  status: 400,
  body: { code: 200002, message, details: [{ path: "x", message }] },
});

beforeEach(() => resetNetwork());

describe("OfferApplicationForm", () => {
  it("mails a code to the school address, then applies with it and shows the pending status", async () => {
    answer("GET /api/offer/applications", ok(null));
    answer("POST /api/offer/email-code", ok(null));
    answer(
      "POST /api/offer/applications",
      ok({ _id: "a1", kind: "schoolEmail", status: "PENDING", schoolEmail: "me@uni.edu", profileUrl: null }),
    );
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />);
    await user.type(await screen.findByLabelText("School e-mail address"), "me@uni.edu");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to me@uni.edu.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Your application is waiting for review.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { schoolEmail: "me@uni.edu" },
      { kind: "schoolEmail", schoolEmail: "me@uni.edu", veriCode: "123456" },
    ]);
  });

  it("shows the server's validation message translated (Chinese) for a profile link", async () => {
    answer("GET /api/offer/applications", ok(null));
    answer(
      "POST /api/offer/applications",
      invalid("Enter your public profile link on github.com, gitlab.com or gitee.com (https)"),
    );
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />, "zh");
    await user.click(await screen.findByLabelText("代码托管主页"));
    await user.type(screen.getByLabelText("主页链接（github.com、gitlab.com 或 gitee.com）"), "http://x.com/me");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "请输入 github.com、gitlab.com 或 gitee.com 上的公开主页链接（https）",
    );
  });

  it("shows the status instead of the form once the person has applied", async () => {
    answer("GET /api/offer/applications", ok({ _id: "a1", kind: "codeProfile", status: "APPROVED" }));
    renderWithIntl(<OfferApplicationForm />);
    expect(await screen.findByText("Your application was approved: enjoy premium!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).not.toBeInTheDocument();
  });
});

describe("AdminMemberships", () => {
  it("grants a plan by e-mail and reports the new end date; a refusal is shown translated", async () => {
    answer(
      "POST /api/admin/memberships",
      ok({ userId: "u1", email: "a@b.co", valiTo: "2030-01-15T00:00:00.000Z", isVip: false, tokensGranted: 150000 }),
      invalid("Choose exactly one of a plan or an end date"),
    );
    const user = userEvent.setup();
    renderWithIntl(<AdminMemberships />);
    await user.type(screen.getByLabelText("User e-mail"), "a@b.co");
    await user.selectOptions(screen.getByLabelText("Plan"), "quarterly");
    await user.type(screen.getByLabelText("Note (kept in the audit log)"), "support ticket 12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("tokens granted: 150000");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      action: "grant",
      email: "a@b.co",
      plan: "quarterly",
      note: "support ticket 12",
    });

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose exactly one of a plan or an end date");
  });

  it("ends a membership with no plan sent", async () => {
    answer("POST /api/admin/memberships", ok({ userId: "u1", valiTo: null, isVip: false, tokensGranted: 0 }));
    const user = userEvent.setup();
    renderWithIntl(<AdminMemberships />, "zh");
    await user.type(screen.getByLabelText("用户邮箱"), "a@b.co");
    await user.click(screen.getByLabelText("终止会员"));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByRole("status")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ action: "end", email: "a@b.co" });
  });
});
