import { parseEntries, type TEntryKind } from "@/lib/server/parse/entries";
import { lines } from "./fixtures/positioned";

const entries = (kind: TEntryKind, rows: Parameters<typeof lines>[0]) =>
  parseEntries(lines(rows), kind, false).map((e) => [
    e.title?.value ?? "",
    e.subTitle?.value ?? "",
    e.city?.value ?? "",
    e.startDate?.value ?? "",
  ]);

describe("resume-parse entries", () => {
  it("keeps a role with a comma as the role, and the city at the right margin as the city", () => {
    expect(
      entries("empolyment", [
        ["Fieldnote Inc.", "May 2021 – Present"],
        ["Senior Product Manager, Collaboration", "Chicago, IL"],
        { segments: ["Owned the roadmap for shared workspaces."], isBullet: true },
      ]),
    ).toEqual([["Fieldnote Inc.", "Senior Product Manager, Collaboration", "Chicago, IL", "2021-05"]]);
  });

  it("splits 'role at company' but not a school named 'University of Texas at Dallas'", () => {
    expect(entries("empolyment", [["Software Engineer at Globex Corporation", "2015 – 2019"]])).toEqual([
      ["Globex Corporation", "Software Engineer", "", "2015"],
    ]);
    expect(entries("education", [["University of Texas at Dallas", "2010 – 2014"], "B.S. Computer Science"])).toEqual([
      ["University of Texas at Dallas", "B.S. Computer Science", "", "2010"],
    ]);
  });

  it("keeps a Chinese role with a Latin word in it whole", () => {
    expect(
      entries("empolyment", [
        ["杭州云栖优选电子商务有限公司", "2021.07 – 至今"],
        ["高级 Java 开发工程师", "杭州"],
      ]),
    ).toEqual([["杭州云栖优选电子商务有限公司", "高级 Java 开发工程师", "杭州", "2021-07"]]);
  });

  it("starts the next entry after an entry whose dates closed its header, even with no text between", () => {
    expect(
      entries("education", [
        { segments: ["M.S. Information"], bold: true },
        "University of Michigan | Ann Arbor, MI",
        "09/2018 – 05/2020",
        { segments: ["B.A. Psychology"], bold: true },
        "University of Colorado Boulder | Boulder, CO",
        "09/2014 – 05/2018",
      ]),
    ).toEqual([
      ["University of Michigan", "M.S. Information", "Ann Arbor, MI", "2018-09"],
      ["University of Colorado Boulder", "B.A. Psychology", "Boulder, CO", "2014-09"],
    ]);
  });

  it("gives a degree of several parts as the line writes it, separator included", () => {
    expect(
      entries("education", [
        ["南京理工大学", "2015.09 – 2019.06"],
        ["软件工程 · 本科", "南京"],
      ]),
    ).toEqual([["南京理工大学", "软件工程 · 本科", "南京", "2015-09"]]);
  });

  it("knows 'Associate' as a role, so the company without a company word is the title", () => {
    expect(
      entries("empolyment", [
        { segments: ["Research Associate"], bold: true },
        "Brightpath Insurance | Denver, CO",
        "06/2020 – 01/2022",
      ]),
    ).toEqual([["Brightpath Insurance", "Research Associate", "Denver, CO", "2020-06"]]);
  });

  it("keeps a role's team after a dot or a dash, as the cell writes it, when the organisation stands apart", () => {
    expect(
      entries("empolyment", [
        ["北辰物流科技有限公司", "2019.04 – 至今"],
        ["高级后端工程师 · 调度平台", "杭州"],
        ["Globex Corporation", "Mar 2015 – Feb 2019"],
        ["Staff Engineer – Search Infrastructure", "Austin, TX"],
      ]),
    ).toEqual([
      ["北辰物流科技有限公司", "高级后端工程师 · 调度平台", "杭州", "2019-04"],
      ["Globex Corporation", "Staff Engineer – Search Infrastructure", "Austin, TX", "2015-03"],
    ]);
  });

  it("leaves the part after a role apart where it may be the employer, a way of working or a separate cell", () => {
    expect(
      entries("empolyment", [
        ["Software Engineer · Northwind", "2015 – 2019"],
        { segments: ["Built the booking flow."], isBullet: true },
        ["Acme Inc.", "2019 – 2020"],
        "Software Engineer · Remote",
        { segments: ["Ran the payments team."], isBullet: true },
        ["Initech LLC", "2020 – 2021"],
        "Software Engineer | Payments",
      ]),
    ).toEqual([
      ["Northwind", "Software Engineer", "", "2015"],
      ["Acme Inc.", "Software Engineer", "", "2019"],
      ["Initech LLC", "Software Engineer", "", "2020"],
    ]);
  });
});
