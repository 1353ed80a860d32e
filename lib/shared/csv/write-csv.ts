// CSV as RFC 4180 writes it (issue 26 item 5's export): fields joined by commas, records ended by CRLF, a field quoted
// when it holds a comma, a quote or a line break, its quotes doubled. A spreadsheet runs a cell starting with = + - @
// (or a tab or carriage return before one) as a formula, so such a cell gets a leading apostrophe: it then shows as
// the text the user wrote (OWASP "CSV injection"). The UTF-8 byte order mark lets Excel read Chinese as UTF-8.
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-safe, then quoted when RFC 4180 needs it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: a header record, then one record per row, each ended by CRLF, the BOM first. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
