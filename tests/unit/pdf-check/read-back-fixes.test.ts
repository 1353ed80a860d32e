// The fixes "What an ATS reads" offers (issue 25 item 1, find-read-back-fixes.ts), from made-up readings: the sidebar
// read into the main column of a two-column print (per page), a contact only behind a link, a date no reader
// recognised.
import { describe, expect, it } from "@jest/globals";
import { findReadBackFixes, type TFixInput } from "@/lib/server/pdf-check/find-read-back-fixes";
import type { TFieldValue } from "@/lib/server/pdf-check/resume-fields";
import type { ReadBackExtractorDto, TReadBackStatus } from "@/lib/shared/validations/pdf-check/read-back";

const values: TFieldValue[] = [
  { field: "email", value: "emily@example.com", norm: "emily@example.com", side: false },
  { field: "work.company", value: "Northwind Commerce", norm: "northwindcommerce", side: false },
  { field: "work.company", value: "Brightwave Analytics", norm: "brightwaveanalytics", side: false },
  { field: "work.dates", value: "Summer 2019 – Present", norm: "Summer 2019|present", side: false },
  { field: "skills", value: "TypeScript", norm: "typescript", side: true },
  { field: "skills", value: "Kubernetes", norm: "kubernetes", side: true },
];

function reader(extractor: ReadBackExtractorDto["extractor"], statuses: TReadBackStatus[]): ReadBackExtractorDto {
  const fields = values.map((v, i) => ({ field: v.field, value: v.value, status: statuses[i] ?? "survived" }));
  return { extractor, ok: true, fields, score: null, text: "", truncated: false };
}

const all = (status: TReadBackStatus) => values.map(() => status);
const input = (overrides: Partial<TFixInput>): TFixInput => ({
  format: "two",
  columns: "two",
  values,
  extractors: ["ours", "pdftotext", "pdfjs"].map((e) => reader(e as "ours", all("survived"))),
  texts: {},
  linkTargets: [],
  ...overrides,
});

describe("read-back fixes", () => {
  const mixed = "Northwind Commerce\nTypeScript\nBrightwave Analytics\nKubernetes";
  const inOrder = "Northwind Commerce\nBrightwave Analytics\nTypeScript\nKubernetes";

  it("offers one column when a plain-text reader alternates the columns on a page, naming the readers", () => {
    expect(findReadBackFixes(input({ texts: { pdftotext: mixed, pdfjs: inOrder } })).map((f) => f)).toEqual([
      { key: "twoColumnOrder", values: { readers: "pdftotext" } },
    ]);
    // The main column of page 1, then its sidebar, then page 2's main column: in order.
    const paged = "Northwind Commerce\nTypeScript\fBrightwave Analytics\nKubernetes";
    expect(findReadBackFixes(input({ texts: { pdftotext: paged } }))).toEqual([]);
    expect(findReadBackFixes(input({ format: "one", texts: { pdftotext: mixed } }))).toEqual([]);
    expect(findReadBackFixes(input({ columns: "one", texts: { pdftotext: mixed } }))).toEqual([]);
  });

  it("places only values that stand once: a skill named in a job's text does not count", () => {
    const text = "Northwind Commerce ran TypeScript\nBrightwave Analytics\nTypeScript\nKubernetes";
    expect(findReadBackFixes(input({ texts: { pdftotext: text } }))).toEqual([]);
  });

  it("names a contact that no plain-text reader found while the file links to it", () => {
    const statuses = all("survived");
    statuses[0] = "lost";
    const extractors = [reader("ours", all("survived")), reader("pdftotext", statuses), reader("pdfjs", statuses)];
    const texts = { pdftotext: inOrder, pdfjs: inOrder };
    expect(findReadBackFixes(input({ extractors, texts, linkTargets: ["mailto:Emily@example.com"] }))).toEqual([
      { key: "contactInIcon", values: { value: "emily@example.com" } },
    ]);
    expect(findReadBackFixes(input({ extractors, texts, linkTargets: ["https://example.com"] }))).toEqual([]);
  });

  it("names each date no reader recognised, once", () => {
    const statuses = all("survived");
    statuses[3] = "garbled";
    const unread = [reader("ours", statuses), reader("pdftotext", statuses), reader("pdfjs", statuses)];
    expect(findReadBackFixes(input({ extractors: unread }))).toEqual([
      { key: "dateFormat", values: { value: "Summer 2019 – Present" } },
    ]);
    const oneRead = [reader("ours", all("survived")), reader("pdftotext", statuses), reader("pdfjs", statuses)];
    expect(findReadBackFixes(input({ extractors: oneRead }))).toEqual([]);
  });
});
