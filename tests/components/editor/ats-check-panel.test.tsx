// "What an ATS reads" in the editor (issue 25 item 1), with the real panel and messages; only fetch, the network
// boundary, is scripted. It checks as soon as it opens (the document saved first), shows the fixes, a tab per reader
// with its share of fields read, the fields not read as written first (garbled ones with what the reader saw), the
// text in reading order; it re-checks in one column from the fix, says so while it works, shows a failure with a way
// to try again, tells a free user why it is Premium, and says when there is nothing to compare. Both languages.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { jest } from "@jest/globals";
import { AtsCheckPanel } from "@/components/editor/ats-check/ats-check-panel";
import type { ReadBackDto, ReadBackExtractorDto } from "@/lib/shared/validations/pdf-check/read-back";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

const URL = "/api/resumes/r1/read-back";

function reader(extractor: ReadBackExtractorDto["extractor"], overrides: Partial<ReadBackExtractorDto> = {}) {
  const fields: ReadBackExtractorDto["fields"] = [
    { field: "name", value: "Emily Carter", status: "survived" },
    { field: "email", value: "emily.carter@example.com", status: "survived" },
    { field: "work.company", value: "Northwind Commerce", status: "survived" },
    { field: "work.dates", value: "Jul 2016 – Jan 2020", status: "survived" },
  ];
  return {
    extractor,
    ok: true,
    fields,
    score: 1,
    text: `Emily Carter\nread by ${extractor}`,
    truncated: false,
    ...overrides,
  };
}

const result: ReadBackDto = {
  format: "two",
  extractors: [
    reader("ours"),
    reader("pdftotext", {
      score: 0.5,
      fields: [
        { field: "name", value: "Emily Carter", status: "survived" },
        { field: "email", value: "emily.carter@example.com", status: "lost" },
        { field: "work.company", value: "Northwind Commerce", status: "survived" },
        { field: "work.dates", value: "Jul 2016 – Jan 2020", status: "garbled", seen: "Jul 2016 – Jan" },
      ],
      text: "Emily Carter\nJul 2016 – Jan\nTypeScript\n2020",
    }),
    reader("pdfjs", { ok: false, fields: [], score: null, text: "" }),
  ],
  fixes: [{ key: "twoColumnOrder", values: { readers: "pdftotext" } }],
};

function setup({ locale = "en", isPremium = true }: { locale?: "en" | "zh"; isPremium?: boolean } = {}) {
  const flush = jest.fn(async () => undefined);
  const onUpgrade = jest.fn();
  renderWithIntl(<AtsCheckPanel resumeId="r1" isPremium={isPremium} flush={flush} onUpgrade={onUpgrade} />, locale);
  return { flush, onUpgrade };
}

const posts = () => calls.filter((c) => c.method === "POST" && c.path === URL).map((c) => c.body);

beforeEach(resetNetwork);

describe("What an ATS reads", () => {
  it("checks the two-column PDF on opening, after saving, and shows the fixes and each reader's fields", async () => {
    answer(`POST ${URL}`, ok(result));
    const { flush } = setup();
    expect(screen.getByRole("heading", { name: "What an ATS reads" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Printing your PDF and reading it back…");
    expect(await screen.findByRole("heading", { name: "What to fix" })).toBeInTheDocument();
    expect(flush).toHaveBeenCalledTimes(1);
    expect(posts()).toEqual([{ format: "two" }]);
    expect(screen.getByRole("radio", { name: "Two columns, as designed" })).toBeChecked();
    expect(screen.getByText(/^pdftotext reads your sidebar mixed into your main column/)).toBeInTheDocument();

    const tabs = within(screen.getByRole("tablist", { name: "Readers" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Our resume import4 of 4 read",
      "pdftotext2 of 4 read",
      "pdf.jsDid not run",
    ]);
    // Our parser read everything: the fields fold away under their count, the text in reading order is there.
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Every field was read as written.")).toBeInTheDocument();
    expect(within(panel).getByText("Read as written (4)")).toBeInTheDocument();
    expect(within(panel).getByTestId("reading-order")).toHaveTextContent("read by ours");

    // The arrow keys move to pdftotext: its lost and garbled fields first, with what it saw.
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: "ArrowRight" });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    const problems = within(screen.getByRole("tabpanel")).getByRole("list", { name: "Fields not read as written" });
    const rows = within(problems).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "LostEmailemily.carter@example.com",
      "GarbledDates of a jobJul 2016 – Jan 2020An ATS sees: Jul 2016 – Jan",
    ]);
    fireEvent.keyDown(tabs[1]!, { key: "End" });
    expect(within(screen.getByRole("tabpanel")).getByText(/could not read the PDF this time/)).toBeInTheDocument();
  });

  it("checks the one-column PDF from the fix, and again on demand", async () => {
    answer(`POST ${URL}`, ok(result), ok({ ...result, format: "one", fixes: [] }));
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "Check the one-column PDF" }));
    expect(screen.getByRole("radio", { name: "One column" })).toBeChecked();
    expect(await screen.findByText(/^Nothing to fix/)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check again" })));
    expect(posts()).toEqual([{ format: "two" }, { format: "one" }, { format: "one" }]);
  });

  it("says when the check failed, and tries again", async () => {
    answer(`POST ${URL}`, { status: 503, body: { code: 503, message: "Service temporarily unavailable" } }, ok(result));
    setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The check did not run: Service temporarily unavailable");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "What to fix" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("tells a free user it is Premium, like the download, without printing anything", async () => {
    const { onUpgrade } = setup({ isPremium: false });
    expect(screen.getByText("Checking the PDF is part of Premium, like downloading it.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("says there is nothing to compare for an empty resume", async () => {
    const empty = { ...result, fixes: [], extractors: result.extractors.map((e) => ({ ...e, ok: true, fields: [] })) };
    answer(`POST ${URL}`, ok(empty));
    setup();
    expect(await screen.findByText(/^Nothing to compare yet/)).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("speaks Chinese under /ch", async () => {
    answer(`POST ${URL}`, ok(result));
    setup({ locale: "zh" });
    expect(screen.getByRole("heading", { name: "ATS 读到了什么" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "需要修改的地方" })).toBeInTheDocument();
    expect(screen.getByText(/^pdftotext 会把侧栏内容混进主栏读取/)).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "读取工具" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "我们的简历导入读出 4/4 项",
      "pdftotext读出 2/4 项",
      "pdf.js未能运行",
    ]);
    fireEvent.click(tabs[1]!);
    expect(within(screen.getByRole("tabpanel")).getByText("ATS 看到的是：")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "双栏（按模板设计）" })).toBeChecked();
  });
});
