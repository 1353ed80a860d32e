// The CSV writer of the applications export (lib/shared/csv/write-csv.ts): RFC 4180 quoting, formula cells made text,
// CRLF record ends and the UTF-8 BOM.
import { CSV_BOM, csvCell, writeCsv } from "@/lib/shared/csv/write-csv";

describe("csvCell", () => {
  it("leaves plain text alone, Chinese included", () => {
    expect(csvCell("Acme Corp")).toBe("Acme Corp");
    expect(csvCell("北京 · 前端工程师")).toBe("北京 · 前端工程师");
    expect(csvCell("")).toBe("");
  });

  it("quotes a comma, a quote or a line break, doubling quotes", () => {
    expect(csvCell("Dev, Senior")).toBe('"Dev, Senior"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
  });

  it.each(["=1+1", "+1 call", "-Ops", "@SUM(A1)", "\t=cmd", "\r=cmd"])("makes %j text with an apostrophe", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith(`'${value[0]}`)).toBe(true);
  });

  it("neutralises before quoting, so the apostrophe is inside the quotes", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("-1,5")).toBe('"\'-1,5"');
  });

  it("leaves a formula character later in the text alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("C++ @ Acme")).toBe("C++ @ Acme");
  });
});

describe("writeCsv", () => {
  it("writes the BOM, the header and each row ended by CRLF", () => {
    expect(
      writeCsv(
        ["company", "notes"],
        [
          ["Acme", "a\nb"],
          ["=x", ""],
        ],
      ),
    ).toBe(`${CSV_BOM}company,notes\r\nAcme,"a\nb"\r\n'=x,\r\n`);
  });

  it("with no rows, the header alone", () => {
    expect(writeCsv(["a", "b"], [])).toBe(`${CSV_BOM}a,b\r\n`);
  });
});
