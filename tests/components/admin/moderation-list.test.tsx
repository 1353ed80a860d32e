// The cards of the admin moderation lists (components/admin/moderation-list.tsx): the admin lists' own words while
// loading and when empty, one card per row, and the last refused decision above the cards.
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { ModerationList } from "@/components/admin/moderation-list";
import { usePagedList } from "@/components/ui/paged-list/use-paged-list";
import type { PagedPath } from "@/lib/client/api-client/paged-lists";
import { answer, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

type Row = { _id: string; text: string };
const path = "/api/moderated" as PagedPath<Row>;

function List({ error = null }: { error?: string | null }) {
  const [page, setPage] = useState(1);
  const list = usePagedList(path, page, { pageSize: 20 });
  return (
    <ModerationList list={list} page={page} onPage={setPage} error={error}>
      {(row) => <p>{row.text}</p>}
    </ModerationList>
  );
}

beforeEach(resetNetwork);

test("loading, then the admin lists' empty sentence (Chinese)", async () => {
  renderWithIntl(<List />, "zh");
  expect(screen.getByRole("status")).toHaveTextContent("加载中…");
  expect(await screen.findByText("暂无内容。")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

test("one card per row, the refusal above them", async () => {
  answer(
    `GET ${path}`,
    ok({
      count: 2,
      data: [
        { _id: "a", text: "first" },
        { _id: "b", text: "second" },
      ],
    }),
  );
  renderWithIntl(<List error="Already decided" />);
  const cards = await screen.findAllByRole("listitem");
  expect(cards.map((card) => card.textContent)).toEqual(["first", "second"]);
  expect(within(cards[0]!).getByText("first")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("Already decided");
});
