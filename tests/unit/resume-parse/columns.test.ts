import { detectColumns } from "@/lib/server/parse/columns";
import { toLines } from "@/lib/server/parse/lines";
import { parseResume } from "@/lib/server/parse/parse-resume";
import type { TParseContent } from "@/lib/shared/validations/resume-parse/parse-content";
import { oneColumnEnglish, page, sidebarChinese } from "./fixtures/positioned";

const itemsOf = (content: typeof oneColumnEnglish) => (content.source === "pdf" ? content.items : []);

describe("resume-parse column detection", () => {
  it("finds no columns on a one-column page with right-aligned dates", () => {
    expect(detectColumns(itemsOf(oneColumnEnglish), 595)).toBeNull();
  });

  it("finds a left sidebar below a full-width header, and the main column on the right", () => {
    const split = detectColumns(itemsOf(sidebarChinese), 595);
    expect(split).not.toBeNull();
    expect(split?.mainSide).toBe("right");
    expect(split?.gutter).toBeGreaterThan(150);
    expect(split?.gutter).toBeLessThan(220);
  });

  it("takes the band that opens highest, not a wider gap inside the sidebar (skills with right-aligned levels)", () => {
    // Below the e-mail address, nothing crosses x 90–150 of the sidebar: a wider band than the real gutter (170–200),
    // but one that opens only under the address.
    const main = { text: "Main column text that runs along the page", x: 200 };
    const rows = [
      [{ text: "Contact", x: 30, bold: true }, main],
      [{ text: "someone.long@example.com", x: 30 }, main],
      ...["Go", "Java", "SQL", "Rust", "Kafka", "Redis"].map((skill) => [
        { text: skill, x: 30, bold: true },
        { text: "精通", x: 152, size: 9 },
        main,
      ]),
    ];
    const split = detectColumns(page(rows), 595);
    expect(split?.mainSide).toBe("right");
    expect(split?.gutter).toBeGreaterThan(170);
    expect(split?.gutter).toBeLessThan(200);
  });

  it("finds no columns on a page of centred small-capital headings over left-aligned entries", () => {
    const heading = (initial: string, rest: string, x: number) => [
      { text: initial, x, size: 11, bold: true },
      { text: rest, x: x + 8, size: 8, bold: true },
    ];
    const rows = [
      heading("C", "ERTIFICATES", 264),
      [
        { text: "Certified Scrum Product Owner", x: 39, bold: true },
        { text: "Mar 2019", x: 514 },
      ],
      { text: "Scrum Alliance", x: 39 },
      heading("L", "ANGUAGES", 268),
      { text: "English", x: 39, bold: true },
      { text: "Native", x: 39 },
      { text: "Spanish", x: 39, bold: true },
      { text: "Intermediate", x: 39 },
    ];
    // Small capitals: the smaller letters stand a little lower than the initial, as pdf.js reports them.
    const items = page(rows).map((item) => (item.fontSize === 8 ? { ...item, y: item.y + 2.4 } : item));
    expect(detectColumns(items, 595)).toBeNull();
  });

  it("finds a right sidebar", () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      { text: `Main column line number ${i} with a good amount of text`, x: 40 },
      { text: `Side ${i}`, x: 450 },
    ]);
    const split = detectColumns(page(rows), 595);
    expect(split?.mainSide).toBe("left");
    expect(split?.gutter).toBeGreaterThan(330);
  });

  it("reads the main column, then the sidebar (where the name stands above the contact details)", () => {
    const lines = toLines(sidebarChinese).map((l) => `${l.column}:${l.text}`);
    const firstSide = lines.findIndex((l) => l.startsWith("side:"));
    expect(lines.slice(0, firstSide).every((l) => l.startsWith("main:"))).toBe(true);
    expect(lines.slice(firstSide, firstSide + 3)).toEqual(["side:张伟", "side:高级前端工程师", "side:联系方式"]);
    expect(lines).toContain("main:字节跳动 2019.03 - 至今");
  });

  it("reads a full-width header first", () => {
    const rows = [
      { text: "A Very Long Full Width Name Header Line Crossing Everything", x: 40, size: 20 },
      ...Array.from({ length: 10 }, (_, i) => [
        { text: `Side ${i}`, x: 40 },
        { text: `Main column line number ${i} with a good amount of text`, x: 200 },
      ]),
    ];
    const lines = toLines({ source: "pdf", pages: [{ width: 595, height: 842 }], items: page(rows, 1, 40, 24) });
    expect(lines.map((l) => l.column).slice(0, 2)).toEqual(["header", "main"]);
    expect(lines.at(-1)?.column).toBe("side");
  });

  it("keeps a wide gap as a segment boundary and strips bullets", () => {
    const lines = toLines(oneColumnEnglish);
    const acme = lines.find((l) => l.text.startsWith("Acme"));
    expect(acme?.segments).toEqual(["Acme Payments Inc.", "Mar 2019 – Present"]);
    const bullet = lines.find((l) => l.text.startsWith("Mentored"));
    expect(bullet?.isBullet).toBe(true);
  });

  describe("a sidebar whose last lines run onto the next page", () => {
    const side = (text: string, bold = false) => ({ text, x: 30, bold });
    const main = (text: string, bold = false) => ({ text, x: 200, bold });
    const date = (text: string) => ({ text, x: 470 });
    const heading = (text: string) => ({ text, x: 200, size: 11, bold: true });
    const firstPage = page([
      { text: "Jordan Lee", x: 30, size: 24, bold: true },
      [side("SKILLS", true), heading("WORK EXPERIENCE")],
      [side("Go"), main("Lumen Freight", true), date("Mar 2020 – Present")],
      [side("Rust"), main("Platform Engineer, Routing"), { text: "Denver, CO", x: 470 }],
      [side("PostgreSQL"), main("• Cut routing latency by half with a new cache.")],
      [side("Kafka"), main("• Moved 30 services to one deploy pipeline.")],
      [side("INTERESTS", true), main("Quarry Analytics", true), date("Jun 2016 – Feb 2020")],
      [side("Climbing"), main("Data Engineer"), { text: "Boulder, CO", x: 470 }],
      [side("Weekend trips to the"), main("• Built the nightly reporting jobs.")],
      [side("Front Range."), main("• Kept the warehouse under budget.")],
    ]);
    // Page 2: the sidebar's last interest beside the main column's next section, two rows: too few for a column.
    const secondPage = page(
      [
        [side("Chess", true), heading("EDUCATION")],
        [side("Club player since 2010."), main("University of Denver", true), date("Sep 2012 – Jun 2016")],
        main("B.S. in Computer Science"),
        main("• Teaching assistant for Algorithms."),
      ],
      2,
    );
    const content: TParseContent = {
      source: "pdf",
      pages: [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
      items: [...firstPage, ...secondPage],
    };

    it("splits the next page at the same gutter and reads its sidebar lines after the sidebar's", () => {
      expect(detectColumns(secondPage, 595)).toBeNull();
      const lines = toLines(content).map((l) => `${l.column}:${l.text}`);
      expect(lines.slice(-3)).toEqual(["side:Front Range.", "side:Chess", "side:Club player since 2010."]);
      expect(lines).toContain("main:EDUCATION");
    });

    it("keeps the main column's entries whole: every job's position, the school on the next page", () => {
      const { data } = parseResume(content);
      const titles = (kind: string) =>
        data.sections.find((s) => s.kind === kind)?.data.map((item) => [item.title, item.subTitle]);
      expect(titles("empolyment")).toEqual([
        ["Lumen Freight", "Platform Engineer, Routing"],
        ["Quarry Analytics", "Data Engineer"],
      ]);
      expect(titles("education")).toEqual([["University of Denver", "B.S. in Computer Science"]]);
    });

    it("reads a next page whose text runs across the gutter as one column", () => {
      const oneColumn = page(
        [
          heading("PROJECTS"),
          { text: "A line of project text long enough to run across the whole width of the page", x: 30 },
        ],
        2,
      );
      const lines = toLines({ ...content, items: [...firstPage, ...oneColumn] });
      expect(lines.filter((l) => l.page === 2).map((l) => l.column)).toEqual(["main", "main"]);
    });
  });
});
