// How "What an ATS reads" decides each field (issue 25 item 1), on made-up texts: a plain-text reader's text searched
// for the resume's values (compare-text-fields.ts), our parser's document matched with the resume's
// (compare-parsed-fields.ts), the resume's fields themselves (resume-fields.ts, shared with bench:parse) and pdf.js's
// items joined into lines (pdfjs-text.ts).
import { describe, expect, it } from "@jest/globals";
import { compareParsedFields } from "@/lib/server/pdf-check/compare-parsed-fields";
import { compareTextFields } from "@/lib/server/pdf-check/compare-text-fields";
import { pdfjsText } from "@/lib/server/pdf-check/pdfjs-text";
import {
  matchCounts,
  resumeFieldLists,
  resumeFieldValues,
  type TFieldValue,
} from "@/lib/server/pdf-check/resume-fields";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";

const value = (field: TFieldValue["field"], text: string, norm: string, side = false): TFieldValue => ({
  field,
  value: text,
  norm,
  side,
});

describe("resume fields", () => {
  it("lists the sample's values in field order, printed as the template prints them", () => {
    const values = resumeFieldValues(sampleResume("en").data, "en");
    expect(values).toHaveLength(35);
    expect(values[0]).toEqual({ field: "name", value: "Emily Carter", norm: "emilycarter", side: false });
    expect(values.find((v) => v.field === "phone")?.norm).toBe("12065550148");
    expect(values.find((v) => v.field === "links")?.norm).toBe("github.com/emilycarter");
    expect(values.find((v) => v.field === "work.dates")).toMatchObject({
      value: "Feb 2020 – Present",
      norm: "2020-02|present",
    });
    expect(values.find((v) => v.field === "skills")).toMatchObject({ value: "TypeScript", side: true });
    // The summary as text, without the Markdown the editor stores.
    expect(values.find((v) => v.field === "summary")?.value).not.toContain("**");
    expect(resumeFieldValues(sampleResume("ch").data, "ch").find((v) => v.field === "work.dates")?.value).toBe(
      "2020.02 – 至今",
    );
  });

  it("gives the bench every field as a list, empty ones too, dates as the editor stores them", () => {
    const { data } = sampleResume("en");
    const empty: TResumeData = { basicInfo: { ...data.basicInfo, name: "" }, links: [], sections: [] };
    expect(resumeFieldLists(empty).name).toEqual([]);
    expect(Object.keys(resumeFieldLists(empty))).toHaveLength(15);
    const work = data.sections.find((s) => s.kind === "empolyment");
    if (work?.data[0]) work.data[0] = { ...work.data[0], startDate: "2019.3", endDate: "至今" };
    expect(resumeFieldLists(data)["work.dates"][0]).toBe("2019-03|present");
  });

  it("matches lists as multisets: each value of the truth counts once", () => {
    expect(matchCounts(["go", "go", "rust"], ["go", "rust", "rust", "c"])).toEqual({ tp: 2, fp: 2, fn: 1 });
  });
});

describe("a plain-text reader's fields", () => {
  const text = [
    "Emily Carter",
    "+1 (206) 555-0148 · emily.carter@example.com · github.com/emilycarter",
    "Northwind Commerce Feb 2020 –",
    "Present",
    "Brightwave Kafka Advanced Analytics Jul 2016 – Jan",
    "2020",
    "Skills: Google Cloud, TypeScript",
  ].join("\n");

  it("finds values whole, phones by their digits, ranges the date rules read across a cut after the dash", () => {
    const fields = compareTextFields(
      [
        value("name", "Emily Carter", "emilycarter"),
        value("phone", "+1 206 555 0148", "12065550148"),
        value("email", "emily.carter@example.com", "emily.carter@example.com"),
        value("links", "https://github.com/emilycarter/", "github.com/emilycarter"),
        value("work.dates", "Feb 2020 – Present", "2020-02|present"),
        value("skills", "TypeScript", "typescript"),
      ],
      text,
    );
    expect(fields.map((f) => f.status)).toEqual([
      "survived",
      "survived",
      "survived",
      "survived",
      "survived",
      "survived",
    ]);
  });

  it("calls a value split or cut garbled, with the text a reader sees, and one that is not there lost", () => {
    const [company, dates, go, missing] = compareTextFields(
      [
        value("work.company", "Brightwave Analytics", "brightwaveanalytics"),
        value("work.dates", "Jul 2016 – Jan 2020", "2016-07|2020-01"),
        // "Go" stands inside "Google" only: not a word of the text.
        value("skills", "Go", "go"),
        value("headline", "Senior Software Engineer", "seniorsoftwareengineer"),
      ],
      text,
    );
    expect(company).toMatchObject({ status: "garbled", seen: "Brightwave Kafka Advanced Analytics Jul 2016 – Jan" });
    expect(dates).toMatchObject({ status: "garbled", seen: "Brightwave Kafka Advanced Analytics Jul 2016 – Jan" });
    expect(go?.status).toBe("lost");
    expect(missing).toEqual({ field: "headline", value: "Senior Software Engineer", status: "lost" });
  });
});

describe("our parser's fields", () => {
  it("matches values as multisets: the same survives, a like one is garbled, none is lost", () => {
    const truth = [
      value("work.company", "Northwind Commerce", "northwindcommerce"),
      value("work.company", "Cascade Labs", "cascadelabs"),
      value("work.company", "Brightwave Analytics", "brightwaveanalytics"),
      value("name", "Emily Carter", "emilycarter"),
    ];
    const parsed = [
      value("work.company", "Brightwave Analytics", "brightwaveanalytics"),
      value("work.company", "Northwind Commerce Feb", "northwindcommercefeb"),
      value("name", "Senior Software Engineer", "seniorsoftwareengineer"),
    ];
    expect(compareParsedFields(truth, parsed)).toEqual([
      { field: "work.company", value: "Northwind Commerce", status: "garbled", seen: "Northwind Commerce Feb" },
      { field: "work.company", value: "Cascade Labs", status: "lost" },
      { field: "work.company", value: "Brightwave Analytics", status: "survived" },
      { field: "name", value: "Emily Carter", status: "lost" },
    ]);
  });
});

describe("pdf.js's text", () => {
  const item = (text: string, x: number, y: number, page = 1, width = text.length * 5) => ({
    text,
    x,
    y,
    width,
    height: 10,
    fontSize: 10,
    bold: false,
    page,
  });

  it("joins items in drawing order, a line per baseline, a space across a gap, a form feed per page", () => {
    const items = [
      item("Northwind", 50, 100, 1, 45),
      item("Commerce", 97, 100, 1, 40),
      item("Feb 2020", 400, 100.5),
      item("Skills", 50, 120),
      item("Education", 50, 40, 2),
    ];
    expect(pdfjsText(items)).toBe("NorthwindCommerce Feb 2020\nSkills\fEducation");
  });
});
