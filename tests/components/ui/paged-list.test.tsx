// The shared paged list (components/ui/paged-list): one hook and one frame behind the settings tabs and the admin
// lists. Loading, failure with the caller's words and a retry, the empty state, a table whose wide columns leave a
// phone's screen, the pager asking for the next page, and a reload that keeps the rows until fresh ones arrive.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DataTable, type Column } from "@/components/ui/paged-list/data-table";
import { PagedListView } from "@/components/ui/paged-list/paged-list-view";
import { RecordList } from "@/components/ui/paged-list/record-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

type Row = { id: string; name: string; note: string };
const rows = (count: number, prefix = "row") =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i}`, name: `${prefix} ${i}`, note: `note ${i}` }));

const columns: Column<Row>[] = [
  { id: "name", header: "Name", cell: (row) => row.name },
  { id: "note", header: "Note", wide: true, className: "text-slate-700", cell: (row) => row.note },
];

function Harness({ variant = "table" }: { variant?: "table" | "cards" }) {
  const [page, setPage] = useState(1);
  const list = usePagedList<Row>("/api/things", page, { pageSize: 2, query: { status: "1", email: "" } });
  return (
    <>
      <button type="button" onClick={list.reload}>
        Reload
      </button>
      <PagedListView
        list={list}
        page={page}
        onPage={setPage}
        text={{
          loading: "Loading things…",
          failed: (error) => `Could not load: ${error instanceof Error ? error.message : "?"}`,
          empty: <p>No things.</p>,
        }}
      >
        {(data) =>
          variant === "table" ? (
            <DataTable caption="Things" columns={columns} rows={data} rowKey={(row) => row.id} rowTestId="thing" />
          ) : (
            <RecordList rows={data} rowKey={(row) => row.id} variant="cards">
              {(row) => row.name}
            </RecordList>
          )
        }
      </PagedListView>
    </>
  );
}

beforeEach(() => resetNetwork());

describe("paged list", () => {
  it("shows loading, then a table with a caption, and hides the wide columns below sm", async () => {
    answer("GET /api/things", ok({ count: 2, data: rows(2) }));
    renderWithIntl(<Harness />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading things…");
    const table = await screen.findByRole("table", { name: "Things" });
    expect(screen.getAllByTestId("thing")).toHaveLength(2);
    const [name, note] = within(table).getAllByRole("columnheader");
    expect(name).not.toHaveClass("hidden");
    expect(note).toHaveClass("hidden", "sm:table-cell");
    expect(within(table).getByText("note 0")).toHaveClass("hidden", "sm:table-cell", "text-slate-700");
    // Empty filters are left out of the query; one page needs no pager.
    expect(calls[0]?.path).toBe("/api/things?currentPage=1&pageSize=2&status=1");
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("pages with the pager (keyboard too), showing loading for the new page", async () => {
    answer("GET /api/things", ok({ count: 3, data: rows(2) }), ok({ count: 3, data: rows(1, "second") }));
    const user = userEvent.setup();
    renderWithIntl(<Harness />, "zh");
    await screen.findAllByTestId("thing");
    const pager = screen.getByRole("navigation", { name: "分页" });
    expect(pager).toHaveTextContent("第 1 / 2 页");
    expect(within(pager).getByRole("button", { name: "上一页" })).toBeDisabled();
    within(pager).getByRole("button", { name: "下一页" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("second 0")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "分页" })).toHaveTextContent("第 2 / 2 页");
    expect(calls.map((call) => call.path)).toContain("/api/things?currentPage=2&pageSize=2&status=1");
  });

  it("says what failed in the caller's words and retries", async () => {
    answer(
      "GET /api/things",
      { status: 500, body: { code: 500, message: "Internal server error" } },
      ok({ count: 0, data: [] }),
    );
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load: Internal server error");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No things.")).toBeInTheDocument();
  });

  it("keeps the rows on screen while a reload fetches fresh ones (cards)", async () => {
    let release: (value: unknown) => void = () => undefined;
    answer("GET /api/things", ok({ count: 1, data: rows(1, "old") }));
    renderWithIntl(<Harness variant="cards" />);
    expect(await screen.findByText("old 0")).toBeInTheDocument();
    answer("GET /api/things", () => ok({ count: 1, data: rows(1, "new") }));
    const waiting = new Promise((resolve) => (release = resolve));
    const original = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await waiting;
      return original(...args);
    }) as unknown as typeof fetch;
    await userEvent.setup().click(screen.getByRole("button", { name: "Reload" }));
    expect(screen.getByText("old 0")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
    await act(async () => release(undefined));
    expect(await screen.findByText("new 0")).toBeInTheDocument();
    expect(screen.getByRole("list")).toBeInTheDocument();
  });
});
