// The list part shared by the settings tabs (components/settings/records-table.tsx): the tab's own words while
// loading, on failure and when empty (with the way to a first record under it), then one row per record with the
// tab's test id and caption, and the first page asked for at the settings page size.
import { screen, within } from "@testing-library/react";
import type { Column } from "@/components/ui/paged-list/data-table";
import { RecordsTable, useRecordsTab } from "@/components/settings/records-table";
import type { PagedPath } from "@/lib/client/api-client/paged-lists";
import { LIST_PAGE_SIZE } from "@/lib/shared/validations/pagination/list-page-query";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

type Row = { _id: string; name: string };
const path = "/api/records" as PagedPath<Row>;
const columns: Column<Row>[] = [{ id: "name", header: "Name", cell: (row) => row.name }];

function Tab() {
  const tab = useRecordsTab(path);
  return (
    <RecordsTable
      tab={tab}
      namespace="Settings.tokens"
      columns={columns}
      rowTestId="a-record"
      emptyAction={<button type="button">Get some</button>}
    />
  );
}

beforeEach(resetNetwork);

test("loading, then the empty sentence with the way to a first record", async () => {
  renderWithIntl(<Tab />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading your token records…");
  expect(await screen.findByText("No token records yet.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Get some" })).toBeInTheDocument();
  expect(calls[0]?.path).toBe(`${path}?currentPage=1&pageSize=${LIST_PAGE_SIZE}`);
});

test("one row per record under the tab's caption (Chinese)", async () => {
  answer(
    `GET ${path}`,
    ok({
      count: 2,
      data: [
        { _id: "a", name: "first" },
        { _id: "b", name: "second" },
      ],
    }),
  );
  renderWithIntl(<Tab />, "zh");
  const table = await screen.findByRole("table", { name: "点数记录，最新的在前" });
  expect(
    within(table)
      .getAllByTestId("a-record")
      .map((row) => row.textContent),
  ).toEqual(["first", "second"]);
});

test("a failure says so in the tab's words", async () => {
  answer(`GET ${path}`, { status: 500, body: { code: 500, message: "boom" } });
  renderWithIntl(<Tab />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Your token records could not be loaded.");
});
