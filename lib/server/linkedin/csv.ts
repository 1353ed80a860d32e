// CSV as LinkedIn writes it (RFC 4180): fields separated by commas, records by CRLF or LF, a field in double quotes
// may hold commas, line breaks and doubled quotes (""), and the file may start with a UTF-8 byte order mark. One pass
// over the text, linear in its length. What RFC 4180 does not allow and a reader could only guess at is refused
// (CsvError): a quoted field left open at the end, or text after a closing quote. A quote inside an unquoted field is
// kept as a character, as spreadsheet programs do.
import "server-only";

export class CsvError extends Error {
  override readonly name = "CsvError";
}

/** The records of a CSV text, each a list of fields; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  /** The current field began with a quote (and so must end with one). */
  let inQuotes = false;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = "";
    quoted = false;
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
  };
  while (at < text.length) {
    const c = text[at];
    if (inQuotes) {
      const close = text.indexOf('"', at);
      if (close < 0) throw new CsvError("A quoted field is not closed");
      field += text.slice(at, close);
      if (text[close + 1] === '"') {
        field += '"';
        at = close + 2;
      } else {
        inQuotes = false;
        at = close + 1;
      }
      continue;
    }
    if (c === ",") endField();
    else if (c === "\n") endRecord();
    else if (c === "\r") {
      if (text[at + 1] === "\n") at += 1;
      endRecord();
    } else if (quoted) throw new CsvError("Text after a closing quote");
    else if (c === '"' && field === "") {
      inQuotes = true;
      quoted = true;
    } else field += c;
    at += 1;
  }
  if (inQuotes) throw new CsvError("A quoted field is not closed");
  if (field !== "" || quoted || record.length > 0) endRecord();
  return records;
}

/**
 * A CSV file with a header row: its trimmed column names and its records, each as long as the header. An empty or
 * repeated column name, or a record with more fields than the header, is refused (its values would have no column);
 * a shorter record (a trailing empty field left out) reads its missing fields as empty.
 */
export function parseCsvTable(text: string): { columns: string[]; rows: string[][] } {
  const [header, ...records] = parseCsv(text);
  if (!header) return { columns: [], rows: [] };
  const columns = header.map((name) => name.trim());
  if (columns.some((name) => name === "") || new Set(columns).size !== columns.length)
    throw new CsvError("The header has an empty or repeated column");
  const rows = records.map((record) => {
    if (record.length > columns.length) throw new CsvError("A record has more fields than the header");
    return columns.map((_, i) => record[i] ?? "");
  });
  return { columns, rows };
}
