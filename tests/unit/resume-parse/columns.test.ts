import { detectColumns } from "@/lib/server/parse/columns";
import { toLines } from "@/lib/server/parse/lines";
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
});
