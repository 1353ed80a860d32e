// The offer application form, the admin membership form and the admin orders filter: checked in the browser with the
// API's own schemas (field messages in the page's language, focus on the first invalid field, nothing sent), what
// they send, the status after applying, and the server's refusals shown translated.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminMemberships } from "@/components/admin/admin-memberships";
import { AdminOrders } from "@/components/admin/admin-orders";
import { OfferApplicationForm } from "@/components/offer/offer-application-form";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

/** A refused field as the API answers it: its message key in `details`, the English sentence beside it. */
const invalid = (key: string, message: string) => ({
  status: 400,
  body: { code: 200002, message, details: [{ path: "x", key, message }] },
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

  it("checks the profile link and statement in the browser: translated messages, focus, nothing sent", async () => {
    answer("GET /api/offer/applications", ok(null));
    answer("GET /api/offer/profile-code", ok({ code: "resumecraft-offer-0123456789abcdef" }));
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />, "zh");
    await user.click(await screen.findByLabelText("GitHub 主页"));
    // The code that shows the profile is the applicant's, with where to put it.
    expect(await screen.findByText("resumecraft-offer-0123456789abcdef")).toBeInTheDocument();
    expect(screen.getByText(/把下面的验证码写入主页仓库/)).toBeInTheDocument();
    const link = screen.getByLabelText("GitHub 主页链接（https://github.com/你的用户名）");
    await user.type(link, "http://x.com/me");
    await user.type(screen.getByLabelText("你在做哪些项目？"), "修 bug");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByText("请输入公开的 GitHub 主页链接（https://github.com/你的用户名）")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(screen.getByText("请用至少 20 个字介绍你在做的项目")).toHaveAttribute("role", "alert");
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(link).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    // Fixing the link takes its message away as the user types (the statement's stays).
    await user.clear(link);
    await user.type(link, "https://github.com/me");
    expect(screen.queryByText("请输入公开的 GitHub 主页链接（https://github.com/你的用户名）")).toBeNull();
    expect(screen.getByText("请用至少 20 个字介绍你在做的项目")).toBeInTheDocument();
  });

  it("refuses to mail a code to an address that is not a school's, without calling the server", async () => {
    answer("GET /api/offer/applications", ok(null));
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />);
    const address = await screen.findByLabelText("School e-mail address");
    await user.type(address, "me@gmail.com");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Enter your school e-mail address (for example name@university.edu)",
    );
    expect(address).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal translated (Chinese) when the browser's check passed", async () => {
    answer("GET /api/offer/applications", ok(null));
    answer(
      "POST /api/offer/applications",
      invalid("Offer.validation.veriCodeInvalid", "Enter the 6-digit code from the e-mail"),
    );
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />, "zh");
    await user.type(await screen.findByLabelText("学校邮箱地址"), "me@uni.edu.cn");
    await user.type(screen.getByLabelText("6 位验证码"), "000000");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("请输入邮件中的 6 位验证码");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      kind: "schoolEmail",
      schoolEmail: "me@uni.edu.cn",
      veriCode: "000000",
    });
  });

  it("shows the server's refusal of a profile not shown to be the applicant's, translated", async () => {
    answer("GET /api/offer/applications", ok(null));
    answer("GET /api/offer/profile-code", ok({ code: "resumecraft-offer-0123456789abcdef" }));
    answer("POST /api/offer/applications", {
      status: 403,
      body: {
        code: 400105,
        message: "We could not confirm that this GitHub profile is yours",
        key: "offerProfileUnverified",
      },
    });
    const user = userEvent.setup();
    renderWithIntl(<OfferApplicationForm />, "zh");
    await user.click(await screen.findByLabelText("GitHub 主页"));
    await user.type(screen.getByLabelText("GitHub 主页链接（https://github.com/你的用户名）"), "https://github.com/me");
    await user.type(screen.getByLabelText("你在做哪些项目？"), "我维护一个开源的简历解析器，每周审阅合并请求。");
    await user.click(screen.getByRole("button", { name: "提交申请" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("无法确认该 GitHub 主页属于你");
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
      invalid("Admin.validation.grantRequired", "Choose exactly one of a plan or an end date"),
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

  it("checks the form in the browser: a missing e-mail and a past end date, translated, nothing sent", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminMemberships />, "zh");
    await user.selectOptions(screen.getByLabelText("套餐"), "");
    await user.type(screen.getByLabelText("或指定到期日"), "2001-01-01");
    await user.click(screen.getByRole("button", { name: "保存" }));
    const email = screen.getByLabelText("用户邮箱");
    expect(await screen.findByText("请输入有效的邮箱地址")).toHaveAttribute("role", "alert");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.type(email, "a@b.co");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("到期日必须是将来的日期")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
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

describe("AdminOrders filters", () => {
  it("sends the chosen filters as the query, and refuses a blank user id in the browser", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminOrders />);
    expect(await screen.findByText("Nothing here.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("User id"), "   ");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a valid user id");
    expect(screen.getByLabelText("User id")).toHaveFocus();

    await user.clear(screen.getByLabelText("User id"));
    await user.selectOptions(screen.getByLabelText("Status"), "Paid");
    await user.type(screen.getByLabelText("E-mail"), "Alice");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await screen.findByText("Nothing here.");
    expect(calls.map((call) => call.path)).toContain("/api/ordersAdmin?currentPage=1&pageSize=20&status=1&email=alice");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
