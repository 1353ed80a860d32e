import { toLines } from "@/lib/server/parse/lines";
import { parseResume } from "@/lib/server/parse/parse-resume";
import type { TParseContent, TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";
import { page } from "./fixtures/positioned";

const read = (items: TTextItem[]) =>
  toLines({ source: "pdf", pages: [{ width: 595, height: 842 }], items }).map((l) => l.segments);

describe("resume-parse lines", () => {
  // "Roadmapping" is 11 characters of 10 pt: 55 pt wide, ending at x 105.
  it("starts a new segment where the size changes across a gap wider than a space", () => {
    expect(
      read(
        page([
          [
            { text: "Roadmapping", x: 50 },
            { text: "Expert", x: 115, size: 9 },
          ],
        ]),
      ),
    ).toEqual([["Roadmapping", "Expert"]]);
  });

  it("keeps runs of one size at that gap together, and a smaller run after a space", () => {
    expect(
      read(
        page([
          [
            { text: "Roadmapping", x: 50 },
            { text: "Expert", x: 115 },
          ],
        ]),
      ),
    ).toEqual([["Roadmapping Expert"]]);
    expect(
      read(
        page([
          [
            { text: "Roadmapping", x: 50 },
            { text: "note", x: 108, size: 8 },
          ],
        ]),
      ),
    ).toEqual([["Roadmapping note"]]);
  });

  it("joins an address that wrapped in a narrow column, and nothing else", () => {
    const rows = [
      { text: "LinkedIn", x: 40, bold: true },
      { text: "linkedin.com/in/example-jane-", x: 40 },
      { text: "doe", x: 40 },
      { text: "jane@example.co", x: 40 },
      { text: "m", x: 40 },
      { text: "GitHub", x: 40, bold: true },
      { text: "github.com/jane", x: 40 },
      { text: "Hangzhou", x: 40 },
    ];
    expect(read(page(rows, 1, 40, 14))).toEqual([
      ["LinkedIn"],
      ["linkedin.com/in/example-jane-doe"],
      ["jane@example.com"],
      ["GitHub"],
      ["github.com/jane"],
      ["Hangzhou"],
    ]);
  });
});

describe("resume-parse label column", () => {
  // Dates, cities and section headings in a narrow column left of the text, as some one-column templates print them.
  const label = (text: string, bold = false) => ({ text, x: 45, size: 9, bold });
  const text = (value: string, bold = false) => ({ text: value, x: 132, bold });
  const bullet = (value: string) => ({ text: value, x: 143 });
  const content: TParseContent = {
    source: "pdf",
    pages: [{ width: 595, height: 842 }],
    items: page([
      label("EXPERIENCE", true),
      [label("Jan 2021 –"), text("Parcelwise Inc.", true)],
      [label("Present"), text("Senior Data Scientist")],
      [label("Austin, TX"), bullet("Built the demand forecast for 140 zones across the country.")],
      bullet("Shipped a churn model that saved 31,000 subscriptions a year."),
      [label("Jul 2018 – Dec"), text("Streamvale Corp", true)],
      [label("2020"), text("Data Scientist")],
      [label("Dallas, TX"), bullet("Automated weekly KPI reporting in dbt and Looker.")],
      label("EDUCATION", true),
      [label("2012 – 2016"), text("University of Wisconsin", true)],
      [label("Madison, WI"), text("B.S. Mathematics")],
    ]),
  };

  it("reads the labels in line with the text, wrapped labels joined, not as a sidebar after it", () => {
    expect(toLines(content).map((l) => `${l.column}:${l.text}`)).toEqual([
      "main:EXPERIENCE",
      "main:Jan 2021 – Present",
      "main:Parcelwise Inc.",
      "main:Senior Data Scientist",
      "main:Austin, TX",
      "main:Built the demand forecast for 140 zones across the country.",
      "main:Shipped a churn model that saved 31,000 subscriptions a year.",
      "main:Jul 2018 – Dec 2020",
      "main:Streamvale Corp",
      "main:Data Scientist",
      "main:Dallas, TX",
      "main:Automated weekly KPI reporting in dbt and Looker.",
      "main:EDUCATION",
      "main:2012 – 2016",
      "main:University of Wisconsin",
      "main:Madison, WI",
      "main:B.S. Mathematics",
    ]);
  });

  it("gives each entry its dates and its city, the city never glued to the first line of text", () => {
    const { data } = parseResume(content);
    const items = (kind: string) =>
      data.sections
        .find((s) => s.kind === kind)
        ?.data.map((i) => [i.title, i.subTitle, i.startDate, i.endDate, i.city, i.description.split("\n")[0]]);
    expect(items("empolyment")).toEqual([
      [
        "Parcelwise Inc.",
        "Senior Data Scientist",
        "2021-01",
        "present",
        "Austin, TX",
        "Built the demand forecast for 140 zones across the country.",
      ],
      [
        "Streamvale Corp",
        "Data Scientist",
        "2018-07",
        "2020-12",
        "Dallas, TX",
        "Automated weekly KPI reporting in dbt and Looker.",
      ],
    ]);
    expect(items("education")).toEqual([
      ["University of Wisconsin", "B.S. Mathematics", "2012", "2016", "Madison, WI", ""],
    ]);
  });
});
