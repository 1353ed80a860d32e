// The `content` of a LinkedIn data export (issue 24 item 4): the CSV files of LinkedIn's "Get a copy of your data"
// ZIP that a resume uses, each as its header and records exactly as LinkedIn wrote them (names and text unchanged;
// only control characters and empty records dropped). The parse task maps them into the resume document
// (lib/server/linkedin/from-linkedin.ts). Bounded like the text content: the client sends it back, so what a real
// export never holds is refused, not cut.
import { z } from "zod";

/** The export's files a resume uses, by their name in the ZIP without ".csv". */
export const linkedInFileNames = [
  "Profile",
  "Positions",
  "Education",
  "Skills",
  "Languages",
  "Certifications",
  "Projects",
  "Honors",
  "Courses",
  "Publications",
  "Volunteering",
  "Organizations",
  "Email Addresses",
  "PhoneNumbers",
] as const;
export type TLinkedInFileName = (typeof linkedInFileNames)[number];

/**
 * Rows a file may have. LinkedIn writes one profile row; its longest lists (skills: at most 100) are far below 300,
 * and a member has a few addresses and numbers. With 100 items a section, every file fits the document's 40 sections.
 */
export const LINKEDIN_MAX_ROWS: Record<TLinkedInFileName, number> = {
  Profile: 1,
  Positions: 300,
  Education: 300,
  Skills: 300,
  Languages: 300,
  Certifications: 300,
  Projects: 300,
  Honors: 300,
  Courses: 300,
  Publications: 300,
  Volunteering: 300,
  Organizations: 300,
  "Email Addresses": 20,
  PhoneNumbers: 20,
};

/** Columns a row may have: LinkedIn's widest file (Profile) has 13. */
export const LINKEDIN_MAX_COLUMNS = 50;
/**
 * How much of a description one row can make: each value with its column's label (": " and a line break), one more
 * character a line for a "•" bullet written as "- " (lib/server/linkedin/linkedin-items.ts). LinkedIn's longest
 * field is the profile's summary (2,600 characters) and a position's description is at most 2,000, so a row of a real
 * export is far below the cap, which keeps every item the import makes within the document's 10,000 characters.
 */
export function linkedInRowSize(columns: readonly string[], values: readonly string[]): number {
  let size = 0;
  values.forEach((value, i) => {
    if (value !== "") size += (columns[i]?.length ?? 0) + 4 + value.length + (value.match(/\n/g) ?? []).length;
  });
  return size;
}
/** 100 below the description's 10,000: room for our labels where they are longer than LinkedIn's headers. */
export const LINKEDIN_MAX_ROW_SIZE = 9_900;

/**
 * One CSV file: its header and its records, in LinkedIn's order (arrays, since the stored task's JSON keeps no key
 * order), each record as long as the header.
 */
const ZTable = z
  .object({
    columns: z.array(z.string().min(1).max(100)).min(1).max(LINKEDIN_MAX_COLUMNS),
    rows: z.array(z.array(z.string().max(LINKEDIN_MAX_ROW_SIZE))),
  })
  .superRefine(({ columns, rows }, ctx) => {
    if (new Set(columns).size !== columns.length)
      ctx.addIssue({ code: "custom", path: ["columns"], message: "A column is repeated" });
    const bad = rows.findIndex(
      (r) => r.length !== columns.length || linkedInRowSize(columns, r) > LINKEDIN_MAX_ROW_SIZE,
    );
    if (bad >= 0) ctx.addIssue({ code: "custom", path: ["rows", bad], message: "A row does not fit its file" });
  });

export const ZLinkedInContent = z
  .object({
    source: z.literal("linkedin"),
    files: z.partialRecord(z.enum(linkedInFileNames), ZTable),
  })
  .superRefine((content, ctx) => {
    for (const [name, table] of Object.entries(content.files) as [TLinkedInFileName, TLinkedInTable][]) {
      if (table.rows.length > LINKEDIN_MAX_ROWS[name])
        ctx.addIssue({ code: "custom", path: ["files", name, "rows"], message: "A file has too many rows" });
    }
  });

export type TLinkedInTable = z.infer<typeof ZTable>;
export type TLinkedInContent = z.infer<typeof ZLinkedInContent>;
/** One record as its non-empty (column, value) pairs, in the file's order. */
export type TLinkedInRow = readonly (readonly [string, string])[];

/** A file's records as (column, value) pairs, empty values left out. */
export function linkedInRows(table: TLinkedInTable | undefined): TLinkedInRow[] {
  if (!table) return [];
  return table.rows.map((values) =>
    values.flatMap((value, i) => (value.trim() === "" ? [] : [[table.columns[i] ?? "", value] as const])),
  );
}

/** The value of a column in a record, "" when it has none. */
export const cell = (row: TLinkedInRow, column: string): string => row.find(([c]) => c === column)?.[1] ?? "";
