// The CSV reader of the LinkedIn import (lib/server/linkedin/csv.ts): RFC 4180 as LinkedIn writes it, and a clear
// refusal for what a reader could only guess at.
import { describe, expect, it } from "@jest/globals";
import { CsvError, parseCsv, parseCsvTable } from "@/lib/server/linkedin/csv";
import { toCsv } from "@/tests/integration/upload-parse/linkedin-export";

describe("parseCsv", () => {
  it("reads plain records with LF, CRLF and CR line ends", () => {
    expect(parseCsv("a,b\n1,2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    const text = 'Name,Description\n"Acme, Inc.","Led ""four"" teams\r\n• Cut costs, a lot"\n';
    expect(parseCsv(text)).toEqual([
      ["Name", "Description"],
      ["Acme, Inc.", 'Led "four" teams\r\n• Cut costs, a lot'],
    ]);
  });

  it("drops a byte order mark, keeps empty fields, skips blank lines and reads a last record without a line end", () => {
    expect(parseCsv('\uFEFFa,b,c\n\n,"",x\n\r\n1,,3')).toEqual([
      ["a", "b", "c"],
      ["", "", "x"],
      ["1", "", "3"],
    ]);
    expect(parseCsv("")).toEqual([]);
    // One empty field is a blank record, quoted or not.
    expect(parseCsv('""\n')).toEqual([]);
  });

  it("keeps a quote inside an unquoted field as a character", () => {
    expect(parseCsv('a,5" screen\n')).toEqual([["a", '5" screen']]);
  });

  it("reads Chinese text and astral characters unchanged", () => {
    expect(parseCsv('学校,备注\n北京大学,"计算机科学与技术，本科 🎓"\n')).toEqual([
      ["学校", "备注"],
      ["北京大学", "计算机科学与技术，本科 🎓"],
    ]);
  });

  it("refuses a quoted field left open and text after a closing quote", () => {
    expect(() => parseCsv('a,"open\nnever closed')).toThrow(CsvError);
    expect(() => parseCsv('a,"closed"x\n')).toThrow(CsvError);
    expect(() => parseCsv('"a" ,b\n')).toThrow(CsvError);
  });

  it("reads back what an RFC 4180 writer wrote", () => {
    const rows = [
      ["Title", "Description", "Url"],
      ['Say "hi"', "line one\nline two, with a comma", "https://example.com/?a=1,b=2"],
      ["", "", ""],
      ["x", "\r\n", '"'],
    ];
    for (const options of [{}, { bom: true }, { eol: "\n" }]) expect(parseCsv(toCsv(rows, options))).toEqual(rows);
  });
});

describe("parseCsvTable", () => {
  it("reads the header's trimmed column names and records as long as the header", () => {
    expect(parseCsvTable(" Name , Proficiency\nEnglish,Native\nGerman\n")).toEqual({
      columns: ["Name", "Proficiency"],
      rows: [
        ["English", "Native"],
        ["German", ""],
      ],
    });
    expect(parseCsvTable("")).toEqual({ columns: [], rows: [] });
  });

  it("refuses a record with more fields than the header, and an empty or repeated column", () => {
    expect(() => parseCsvTable("Name\nGo,Rust\n")).toThrow(CsvError);
    expect(() => parseCsvTable("Name,\nGo,x\n")).toThrow(CsvError);
    expect(() => parseCsvTable("Name,Name\nGo,Rust\n")).toThrow(CsvError);
  });
});
