// LinkedIn's data export (issue 24 item 4) → its `content`: each of the export's files a resume uses, read as UTF-8
// CSV with a header row (csv.ts) and checked against the columns LinkedIn writes. Runs on an extraction thread
// (lib/server/linkedin/linkedin-extract.mjs), whose caller inflates each entry against the file's budget. A file that
// is not UTF-8, not CSV, or lacks the columns that name its entries makes the export unreadable (a clear refusal,
// never a guess); empty records are left out.
import "server-only";
import {
  LINKEDIN_MAX_COLUMNS,
  LINKEDIN_MAX_ROW_SIZE,
  LINKEDIN_MAX_ROWS,
  linkedInRowSize,
  ZLinkedInContent,
  type TLinkedInContent,
  type TLinkedInFileName,
  type TLinkedInTable,
} from "@/lib/shared/validations/resume-parse/linkedin-content";
import { CsvError, parseCsvTable } from "./csv";
import { findLinkedInEntries } from "./linkedin-entries";

/** Why an export is refused: its files are not LinkedIn's, or it holds more than any member's export does. */
export class LinkedInExportError extends Error {
  override readonly name = "LinkedInExportError";
  constructor(
    readonly refusal: "FILE_LINKEDIN_INVALID" | "FILE_TOO_COMPLEX",
    message: string,
  ) {
    super(message);
  }
}

/**
 * The columns each file must have, as LinkedIn's export writes them: the ones that say what an entry is. Files whose
 * columns LinkedIn does not document (honors, courses, publications, volunteering, organizations) are read with
 * whatever header they have.
 */
const requiredColumns: Record<TLinkedInFileName, readonly string[]> = {
  Profile: ["First Name", "Last Name"],
  Positions: ["Company Name", "Title"],
  Education: ["School Name"],
  Skills: ["Name"],
  Languages: ["Name"],
  Certifications: ["Name"],
  Projects: ["Title"],
  Honors: [],
  Courses: [],
  Publications: [],
  Volunteering: [],
  Organizations: [],
  "Email Addresses": ["Email Address"],
  PhoneNumbers: ["Number"],
};

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const invalid = (message: string) => new LinkedInExportError("FILE_LINKEDIN_INVALID", message);

function decode(file: TLinkedInFileName, bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(CONTROL, "");
  } catch {
    throw invalid(`${file}.csv is not UTF-8 text`);
  }
}

function readFile(file: TLinkedInFileName, bytes: Uint8Array): TLinkedInTable | null {
  let table: ReturnType<typeof parseCsvTable>;
  try {
    table = parseCsvTable(decode(file, bytes));
  } catch (error) {
    if (error instanceof CsvError) throw invalid(`${file}.csv: ${error.message}`);
    throw error;
  }
  const { columns } = table;
  // An empty file: LinkedIn writes none, but one with nothing in it loses nothing.
  if (columns.length === 0) return null;
  const missing = requiredColumns[file].filter((column) => !columns.includes(column));
  if (missing.length > 0) throw invalid(`${file}.csv has no column ${missing.join(", ")}`);
  if (columns.length > LINKEDIN_MAX_COLUMNS) throw invalid(`${file}.csv has too many columns`);
  const rows = table.rows.filter((values) => values.some((value) => value.trim() !== ""));
  const tooLong = rows.some((values) => linkedInRowSize(columns, values) > LINKEDIN_MAX_ROW_SIZE);
  if (rows.length > LINKEDIN_MAX_ROWS[file] || tooLong)
    throw new LinkedInExportError("FILE_TOO_COMPLEX", `${file}.csv holds more than a LinkedIn export does`);
  return rows.length > 0 ? { columns, rows } : null;
}

/** The export's content from its entry names and a reader of one entry's bytes. */
export async function readLinkedInExport(
  entryNames: readonly string[],
  read: (entry: string) => Promise<Uint8Array>,
): Promise<TLinkedInContent> {
  const found = findLinkedInEntries(entryNames);
  if (found.size === 0) throw invalid("The ZIP holds none of the export's files");
  const files: Partial<Record<TLinkedInFileName, TLinkedInTable>> = {};
  for (const [file, entry] of found) {
    const table = readFile(file, await read(entry));
    if (table) files[file] = table;
  }
  if (Object.keys(files).length === 0) throw invalid("The export's files hold no entries");
  const checked = ZLinkedInContent.safeParse({ source: "linkedin", files });
  if (!checked.success) throw invalid("The export's files are not as LinkedIn writes them");
  return checked.data;
}
