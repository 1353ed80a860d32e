// Issue 26 item 4: the share panel's tracked links: loading, failure with a retry, the empty state, each link with its
// label, state, dates, views (count, visitors, first and last view), the 30-day chart and its address in the site's
// language; copy; revoke behind a confirmation; the create form checked with the API's schema and showing the server's
// refusals by key; every control reachable by keyboard. Only fetch, the network boundary, is scripted.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ShareLinksCard } from "@/components/editor/share-links/share-links-card";
import { lastUtcDays } from "@/lib/shared/share-links/utc-days";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

beforeEach(resetNetwork);

const LIST = "GET /api/resumes/r1/share-links";
const CREATE = "POST /api/resumes/r1/share-links";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

function link(overrides: Partial<ShareLinkDto> = {}): ShareLinkDto {
  const days = lastUtcDays(new Date(), 30).map((day) => ({ day, views: 0, uniques: 0 }));
  days[29] = { ...days[29]!, views: 3, uniques: 2 };
  days[27] = { ...days[27]!, views: 1, uniques: 1 };
  return {
    id: "l1",
    label: "Acme Corp",
    path: `/s/${TOKEN}`,
    createdAt: "2026-11-01T10:00:00.000Z",
    expiresAt: "2027-01-31T15:59:59.999Z",
    revokedAt: null,
    status: "active",
    views: 4,
    visitors: 3,
    firstViewAt: "2026-11-02T09:00:00.000Z",
    lastViewAt: "2026-11-28T09:30:00.000Z",
    days,
    ...overrides,
  };
}

const setup = (locale: "en" | "zh" = "en") => renderWithIntl(<ShareLinksCard resumeId="r1" />, locale);

describe("the list", () => {
  it("shows loading, then each link with its state, dates, views, chart and address", async () => {
    answer(
      LIST,
      ok([
        link(),
        link({
          id: "l2",
          label: "Jane Doe",
          status: "revoked",
          revokedAt: "2026-11-20T00:00:00.000Z",
          views: 0,
          visitors: 0,
          firstViewAt: null,
          lastViewAt: null,
        }),
      ]),
    );
    setup();
    expect(screen.getByRole("status")).toHaveTextContent("Loading links…");
    const items = await screen.findAllByTestId("share-link-item");
    expect(items).toHaveLength(2);

    const acme = within(items[0]!);
    expect(acme.getByText("Acme Corp")).toBeInTheDocument();
    expect(acme.getByText("Active")).toBeInTheDocument();
    expect(acme.getByText(/Expires Jan 31, 2027/)).toBeInTheDocument();
    expect(acme.getByText("4 views")).toBeInTheDocument();
    expect(acme.getByText(/3 visitors/)).toBeInTheDocument();
    expect(acme.getByText(/First view .* · Last view/)).toBeInTheDocument();
    expect(acme.getByText(`${window.location.origin}/s/${TOKEN}`)).toBeInTheDocument();
    const chart = acme.getByRole("img", { name: "Views per day over the last 30 days: 4 in total" });
    expect(chart.querySelectorAll("rect")).toHaveLength(30);
    expect(chart.querySelectorAll("rect.fill-brand-500")).toHaveLength(2);

    // A revoked link keeps its counts but offers neither copy nor revoke, nor its address.
    const jane = within(items[1]!);
    expect(jane.getByText("Revoked")).toBeInTheDocument();
    expect(jane.getByText(/Revoked Nov 20, 2026/)).toBeInTheDocument();
    expect(jane.getByText("No views yet")).toBeInTheDocument();
    expect(jane.queryByRole("button")).not.toBeInTheDocument();
    expect(jane.queryByText(/\/s\//)).not.toBeInTheDocument();
  });

  it("says so when there are none, in the site's language", async () => {
    answer(LIST, ok([]));
    setup("zh");
    expect(await screen.findByText("还没有追踪链接。投递给哪家公司或哪个人，就为其建一个。")).toBeInTheDocument();
  });

  it("gives the Chinese site's address under /ch", async () => {
    answer(LIST, ok([link()]));
    setup("zh");
    expect(await screen.findByText(`${window.location.origin}/ch/s/${TOKEN}`)).toBeInTheDocument();
    expect(screen.getByText("有效")).toBeInTheDocument();
  });

  it("offers a retry after a failed load", async () => {
    answer(LIST, { status: 500, body: { code: 500, message: "Internal server error" } }, ok([link()]));
    setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the links.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Acme Corp")).toBeInTheDocument();
  });
});

describe("copy and revoke", () => {
  it("copies the link's address", async () => {
    answer(LIST, ok([link()]));
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Copy link for Acme Corp" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/${TOKEN}`);
  });

  it("revokes only after the confirmation, and the row shows it", async () => {
    answer(LIST, ok([link()]));
    answer(
      "POST /api/resumes/r1/share-links/l1/revoke",
      ok(link({ status: "revoked", revokedAt: "2026-11-28T10:00:00.000Z" })),
    );
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Revoke the link for Acme Corp" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke this link?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.path.endsWith("/revoke"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Revoke the link for Acme Corp" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("Revoked")).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith("/revoke"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Revoke the link for Acme Corp" })).not.toBeInTheDocument();
  });
});

describe("the create form", () => {
  it("checks the label with the API's schema before sending anything", async () => {
    answer(LIST, ok([]));
    const user = userEvent.setup();
    setup();
    await screen.findByText(/No tracked links yet/);
    const label = screen.getByRole("textbox", { name: "Who is it for?" });
    await user.click(label);
    await user.click(screen.getByRole("button", { name: "Create link" }));
    expect(await screen.findByText("Write who the link is for")).toBeInTheDocument();
    await user.type(label, "x".repeat(81));
    expect(await screen.findByText("Keep the name within 80 characters")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("sends the label and the end of the chosen day, and puts the new link first", async () => {
    answer(LIST, ok([link()]));
    answer(CREATE, (body) => ok(link({ id: "l3", label: (body as { label: string }).label, views: 0, visitors: 0 })));
    const user = userEvent.setup();
    setup();
    await screen.findByText("Acme Corp");
    // Keyboard only: tab into the form, type, and submit with Enter.
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Who is it for?" })).toHaveFocus();
    await user.keyboard("Globex");
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const p = (n: number) => String(n).padStart(2, "0");
    const day = `${tomorrow.getFullYear()}-${p(tomorrow.getMonth() + 1)}-${p(tomorrow.getDate())}`;
    await user.type(screen.getByLabelText("Expires on (optional)"), day);
    await user.click(screen.getByRole("textbox", { name: "Who is it for?" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getAllByTestId("share-link-item")).toHaveLength(2));
    expect(within(screen.getAllByTestId("share-link-item")[0]!).getByText("Globex")).toBeInTheDocument();
    const sent = calls.find((call) => call.method === "POST")!.body as { label: string; expiresAt: string };
    expect(sent.label).toBe("Globex");
    const expiry = new Date(sent.expiresAt);
    expect([expiry.getFullYear(), expiry.getMonth(), expiry.getDate(), expiry.getHours()]).toEqual([
      tomorrow.getFullYear(),
      tomorrow.getMonth(),
      tomorrow.getDate(),
      23,
    ]);
    expect(screen.getByRole("textbox", { name: "Who is it for?" })).toHaveValue("");
  });

  it("shows the server's refusal: the cap by its translated error, a field by its key", async () => {
    answer(LIST, ok([]));
    answer(
      CREATE,
      {
        status: 400,
        body: {
          code: 300201,
          key: "shareLinkLimitReached",
          values: { max: 50 },
          message: "A resume can have up to 50 tracked links",
        },
      },
      {
        status: 400,
        body: {
          code: 200002,
          message: "Invalid input",
          details: [{ path: "label", key: "ShareLinks.errors.labelControl", message: "x" }],
        },
      },
    );
    const user = userEvent.setup();
    setup("zh");
    await screen.findByText(/还没有追踪链接/);
    await user.type(screen.getByRole("textbox", { name: "发给谁？" }), "字节跳动");
    await user.click(screen.getByRole("button", { name: "创建链接" }));
    expect(await screen.findByText("每份简历最多 50 个追踪链接，撤销一个后才能再建")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "创建链接" }));
    expect(await screen.findByText("名称只能是一行文字，不能含控制字符")).toBeInTheDocument();
    expect(screen.queryAllByTestId("share-link-item")).toHaveLength(0);
  });
});
