// The columns shared by the voucher and AI token ledgers (components/settings/ledger-columns.tsx): each tab names
// where its headers are, so the balances tab says "Income / expense" where the tokens tab says "Operation".
import { screen, within } from "@testing-library/react";
import { DataTable } from "@/components/ui/paged-list/data-table";
import { useLedgerColumns } from "@/components/settings/ledger-columns";
import { renderWithIntl } from "../render-with-intl";

type Row = {
  _id: string;
  type: string;
  operation: "ADD" | "consume";
  amount: number;
  balance: number;
  createdAt: string;
};
const rows: Row[] = [
  { _id: "a", type: "gift", operation: "ADD", amount: 5, balance: 5, createdAt: "2026-01-02T03:04:05Z" },
];

function Ledger({ namespace }: { namespace: "Settings.balances" | "Settings.tokens" }) {
  const columns = useLedgerColumns<Row>(
    namespace,
    { type: (row) => row.type, operation: (row) => row.operation },
    (value) => String(value),
  );
  return <DataTable caption="Ledger" columns={columns} rows={rows} rowKey={(row) => row._id} />;
}

test.each([
  ["Settings.balances", "en", ["Type", "Income / expense", "Amount", "Balance", "Time"]],
  ["Settings.tokens", "en", ["Type", "Operation", "Amount", "Balance", "Time"]],
  ["Settings.balances", "zh", ["类型", "收入/支出", "金额", "余额", "时间"]],
  ["Settings.tokens", "zh", ["类型", "操作", "数量", "余额", "时间"]],
] as const)("%s headers in %s", (namespace, locale, headers) => {
  renderWithIntl(<Ledger namespace={namespace} />, locale);
  const table = screen.getByRole("table", { name: "Ledger" });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
  ).toEqual(headers);
  expect(within(table).getByRole("cell", { name: "+5" })).toBeInTheDocument();
});
