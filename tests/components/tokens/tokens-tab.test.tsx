// Settings → AI tokens: shown only when AI is on; balance, records (translated type, operation, signed amount,
// balance, time), an AI action as one row with its net cost (issue 21 item 12), pages, and the loading, empty and
// error states, in both languages.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import { TokensTab } from "@/components/settings/tokens-tab";
import { currentUserStore } from "@/lib/client/api-client/current-user-store";
import type { TokenRecordDto } from "@/lib/shared/validations/tokens/token-record-dto";
import type { UserDto } from "@/lib/shared/validations/users/user-dto";
import { renderWithIntl } from "../render-with-intl";

jest.mock(
  "next/navigation",
  () => jest.requireActual<typeof import("../navigation-mock")>("../navigation-mock").nextNavigationMock,
);

type Answer = { status: number; body: unknown };
const calls: string[] = [];
let answers: Answer[] = [];
// The network boundary (jsdom has no Response class, so the answer is shaped by hand); other calls get an empty page.
global.fetch = jest.fn(async (input: RequestInfo | URL) => {
  calls.push(String(input));
  const answer = answers.shift() ?? { status: 200, body: { code: 0, data: { count: 0, data: [] } } };
  return {
    ok: answer.status < 400,
    status: answer.status,
    headers: { get: () => null },
    json: async () => answer.body,
  };
}) as unknown as typeof fetch;

const record = (overrides: Partial<TokenRecordDto>): TokenRecordDto => ({
  _id: Math.random().toString(36).slice(2),
  type: "initial",
  operation: "ADD",
  amount: 5_000,
  balance: 5_000,
  createdAt: "2026-11-20T08:30:00.000Z",
  ...overrides,
});
const page = (count: number, data: TokenRecordDto[]): Answer => ({
  status: 200,
  body: { code: 0, data: { count, data } },
});

beforeEach(() => {
  calls.length = 0;
  answers = [];
  currentUserStore.set({ status: "signedIn", user: { _id: "u1", nickName: "Lin", token: 3_800 } as UserDto });
});

describe("TokensTab", () => {
  it("shows the balance and each record with type, operation, signed amount, balance and time", async () => {
    answers = [
      page(3, [
        record({
          type: "refund",
          operation: "ADD",
          amount: 300,
          balance: 3_800,
          createdAt: "2026-11-21T10:05:00.000Z",
        }),
        record({ type: "ai_generate", operation: "consume", amount: 1_500, balance: 3_500 }),
        record({}),
      ]),
    ];
    renderWithIntl(<TokensTab />, "en");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your token records…");
    const table = await screen.findByRole("table", { name: "Token records, newest first" });
    expect(screen.getByTestId("token-balance")).toHaveTextContent("Current balance: 3,800 tokens");
    expect(screen.getByRole("link", { name: "Recharge" })).toHaveAttribute("href", "/pricing");
    const rows = within(table).getAllByTestId("token-record");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Refund")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Increase")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("+300")).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText("Nov 21, 2026, 10:05 AM")).not.toHaveLength(0);
    expect(within(rows[1]!).getByText("AI generate")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Consume")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("−1,500")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("3,500")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Initial gift")).toBeInTheDocument();
    expect(calls).toEqual(["/api/tokens?currentPage=1&pageSize=12"]);
    // One page only: no pager.
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("shows an AI action as one row: its net cost, and what became of it and what it held (issue 21 item 12)", async () => {
    const action = (
      status: "running" | "succeeded" | "failed" | "cancelled",
      reserved: number,
      extra = 0,
      refunded = 0,
    ) => ({ status, reserved, extra, refunded }) as const;
    answers = [
      page(6, [
        record({
          type: "ai_optimize",
          operation: "consume",
          amount: 4_519,
          balance: 100,
          action: action("running", 4_519),
        }),
        record({
          type: "ai_optimize",
          operation: "consume",
          amount: 3_385,
          balance: 4_619,
          action: action("succeeded", 4_519, 0, 1_134),
        }),
        record({
          type: "resume_translate",
          operation: "consume",
          amount: 1_000,
          balance: 8_004,
          action: action("succeeded", 800, 200),
        }),
        record({
          type: "ai_generate",
          operation: "consume",
          amount: 0,
          balance: 9_004,
          action: action("failed", 1_500, 0, 1_500),
        }),
        record({
          type: "ai_optimize",
          operation: "consume",
          amount: 612,
          balance: 9_004,
          action: action("cancelled", 2_000, 0, 1_388),
        }),
        record({ amount: 9_616, balance: 9_616 }),
      ]),
    ];
    renderWithIntl(<TokensTab />, "en");
    const rows = await screen.findAllByTestId("token-record");
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent("AI polish");
    expect(rows[0]).toHaveTextContent("In progress: 4,519 held until it finishes");
    expect(within(rows[0]!).getByText("−4,519")).toBeInTheDocument();
    // The polish: −4,519 and +1,134 are one row that cost 3,385; there is no refund row.
    expect(within(rows[1]!).getByText("Done: used 3,385 of the 4,519 held")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("−3,385")).toBeInTheDocument();
    expect(screen.queryByText("Refund")).not.toBeInTheDocument();
    expect(screen.queryByText("+1,134")).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText("Done: used 1,000, 200 more than the 800 held")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("−1,000")).toBeInTheDocument();
    expect(within(rows[3]!).getByText("Did not finish: the 1,500 held came back, nothing charged")).toBeInTheDocument();
    expect(within(rows[3]!).getByText("0")).toBeInTheDocument();
    expect(within(rows[4]!).getByText("Stopped early: charged 612 for what it had written")).toBeInTheDocument();
    // A movement that is not an AI action has no such line.
    expect(rows[5]).toHaveTextContent("Initial gift");
    expect(rows[5]).not.toHaveTextContent(/held|Done/);
  });

  it("shows an AI action as one row in Chinese", async () => {
    answers = [
      page(2, [
        record({
          type: "ai_optimize",
          operation: "consume",
          amount: 3_385,
          balance: 4_619,
          action: { status: "succeeded", reserved: 4_519, extra: 0, refunded: 1_134 },
        }),
        record({
          type: "ai_generate",
          operation: "consume",
          amount: 0,
          balance: 8_004,
          action: { status: "failed", reserved: 1_500, extra: 0, refunded: 1_500 },
        }),
      ]),
    ];
    renderWithIntl(<TokensTab />, "zh");
    const rows = await screen.findAllByTestId("token-record");
    expect(within(rows[0]!).getByText("已完成：预扣 4,519，实际使用 3,385")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("−3,385")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("未完成：预扣的 1,500 已全部退回，未扣点数")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("0")).toBeInTheDocument();
  });

  it("pages through the records with the shared page size", async () => {
    const user = userEvent.setup();
    answers = [
      page(
        13,
        Array.from({ length: 12 }, () => record({})),
      ),
      page(13, [record({ type: "purchase", amount: 50_000, balance: 55_000 })]),
    ];
    renderWithIntl(<TokensTab />, "en");
    expect(await screen.findAllByTestId("token-record")).toHaveLength(12);
    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Single purchase")).toBeInTheDocument();
    expect(screen.getAllByTestId("token-record")).toHaveLength(1);
    expect(calls).toEqual(["/api/tokens?currentPage=1&pageSize=12", "/api/tokens?currentPage=2&pageSize=12"]);
  });

  it("says when there are no records, and offers a retry when loading fails", async () => {
    const user = userEvent.setup();
    answers = [{ status: 500, body: { code: 500, message: "Internal server error" } }, page(0, [])];
    renderWithIntl(<TokensTab />, "en");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your token records could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No token records yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    answers = [page(1, [record({ type: "resume_translate", operation: "consume", amount: 800, balance: 3_800 })])];
    renderWithIntl(<TokensTab />, "zh");
    const table = await screen.findByRole("table", { name: "点数记录，最新的在前" });
    expect(screen.getByTestId("token-balance")).toHaveTextContent("当前余额：3,800 点");
    expect(within(table).getByText("简历翻译")).toBeInTheDocument();
    expect(within(table).getByText("消耗")).toBeInTheDocument();
    expect(within(table).getByText("−800")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "充值" })).toHaveAttribute("href", "/ch/pricing");
  });
});

describe("SettingsTabs", () => {
  it("has a tokens tab only when AI is on, and ?type=tokens opens it", async () => {
    const { unmount } = renderWithIntl(<SettingsTabs initialTab="tokens" isAiEnabled={false} />, "en");
    expect(screen.queryByRole("tab", { name: "AI tokens" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((url) => url.startsWith("/api/tokens"))).toEqual([]);
    unmount();

    answers = [page(1, [record({})])];
    renderWithIntl(<SettingsTabs initialTab="tokens" isAiEnabled />, "en");
    expect(screen.getByRole("tab", { name: "AI tokens" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Initial gift")).toBeInTheDocument();
  });
});
