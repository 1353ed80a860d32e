// Classes of layout found on the development half of the bench's resumes made by other tools (issue 24 item 2,
// npm run bench:parse -- --sets others-dev), third pass: each rule with a small fixture written here, one that must
// trigger it and one that must not.
import { findLinks, findLocation, isAddressLine } from "@/lib/server/parse/contact";
import { parseEntries } from "@/lib/server/parse/entries";
import { fieldRole } from "@/lib/server/parse/keywords";
import { toLines } from "@/lib/server/parse/lines";
import { parseLanguages, parseSkills } from "@/lib/server/parse/lists";
import { parseResume } from "@/lib/server/parse/parse-resume";
import { splitSections } from "@/lib/server/parse/sections";
import type { TLine } from "@/lib/server/parse/types";
import type { TParseContent, TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";
import elegantLabelColumn from "./fixtures/elegant-label-column.json";
import { lines, page } from "./fixtures/positioned";

type TLinkArea = { url: string; page: number; x: number; y: number; width: number; height: number };
const pdf = (items: TTextItem[], pages = 1, links?: TLinkArea[]): TParseContent => ({
  source: "pdf",
  pages: Array.from({ length: pages }, () => ({ width: 595, height: 842 })),
  items,
  ...(links ? { links } : {}),
});
const read = (items: TTextItem[]) => toLines(pdf(items)).map((l) => l.segments);
const docx = (texts: string[]): TParseContent => ({
  source: "docx",
  blocks: texts.map((text) => ({ kind: "paragraph" as const, text })),
});

/** One run of text, its width 0.5 em a character (as the fixtures' page() measures Latin text). */
function run(text: string, x: number, y: number, size = 10, bold = false, page = 1): TTextItem {
  return { text, x, y, width: text.length * size * 0.5, height: size, fontSize: size, bold, page };
}
/** A run set flush right against `right`. */
const flushRight = (text: string, right: number, y: number, size = 10) =>
  run(text, right - text.length * size * 0.5, y, size);

describe("resume-parse: wrapped values", () => {
  it("joins a value whose line ran out of room to the rest of it on the next line", () => {
    // A word that needs the next one ("of"), and an open parenthesis.
    expect(read([run("Illinois Institute of", 50, 100), run("Technology", 50, 112)])).toEqual([
      ["Illinois Institute of Technology"],
    ]);
    expect(read([run("Software Engineer (New", 50, 100, 20), run("Graduate)", 50, 122, 20)])).toEqual([
      ["Software Engineer (New Graduate)"],
    ]);
    // The cell before a right-aligned date: "of" ran into the date.
    expect(
      read([run("BSc at Institute of", 50, 100), run("Aug 2014 - May 2018", 420, 100), run("Technology", 50, 112)]),
    ).toEqual([["BSc at Institute of Technology", "Aug 2014 - May 2018"]]);
  });

  it("joins a line that filled its column up to the gutter, in a right-aligned sidebar too", () => {
    // A main column on the left (x 27 to 377), a sidebar set flush right against x 560: the gutter between them.
    const main = [100, 115, 130, 145, 160, 175].map((y, i) =>
      run(`Main column text line ${i + 1}, long enough to run to about x 377 on the page`, 27, y),
    );
    const sidebar = (lines: string[]) => [
      flushRight("Skills", 560, 80, 14),
      flushRight("Swift, Objective-C", 560, 100),
      ...lines.map((text, i) => flushRight(text, 560, 130 + i * 11)),
      flushRight("English · Native", 560, 180),
    ];
    expect(read([...main, ...sidebar(["Bachelor of Science, Information", "Technology"])])).toContainEqual([
      "Bachelor of Science, Information Technology",
    ]);
    // A list of one item a line: a short item fills little of the room, though the next would not fit beside it.
    const list = read([...main, ...sidebar(["Kubernetes", "Go", "Infrastructure as code"])]);
    expect(list).toContainEqual(["Kubernetes"]);
    expect(list).toContainEqual(["Go"]);
  });

  it("joins a large centred name and headline whose last word wrapped", () => {
    const items = [
      run("Hannah Becker | Site Reliability", 130, 50, 24),
      // Centred under the line above (its middle at x 322).
      run("Engineer", 274, 74, 24),
      run("Senior engineer with ten years of running services for other teams, text in body size", 50, 130),
      run("More body text in the body size, so that the name is set large against it", 50, 145),
    ];
    expect(read(items)[0]).toEqual(["Hannah Becker | Site Reliability Engineer"]);
    expect(parseResume(pdf(items)).data.basicInfo).toMatchObject({
      name: "Hannah Becker",
      title: "Site Reliability Engineer",
    });
  });

  it("does not join lines a paragraph's gap apart, in another look, two values of one width, or whole values", () => {
    // A gap wider than a line's height.
    expect(read([run("Illinois Institute of", 50, 100), run("Technology", 50, 120)])).toEqual([
      ["Illinois Institute of"],
      ["Technology"],
    ]);
    // Bold over plain.
    expect(read([run("Acme Research and", 50, 100, 10, true), run("Development", 50, 112)])).toEqual([
      ["Acme Research and"],
      ["Development"],
    ]);
    // "广州" over "广东": both edges line up, so whether the first ran out of room cannot be told.
    const city = (text: string, y: number): TTextItem => ({ ...run(text, 520, y), width: 20 });
    expect(read([city("广州", 54), city("广东", 66)])).toEqual([["广州"], ["广东"]]);
    // Short lines that end where they end: a list of one word a line.
    expect(read([run("Photography", 50, 100), run("Chess", 50, 112), run("Running", 50, 124)])).toEqual([
      ["Photography"],
      ["Chess"],
      ["Running"],
    ]);
  });

  it("joins a headline wrapped beside a contact line set on the right", () => {
    const items = [
      run("Senior Product Designer and", 26, 87, 21),
      run("Barcelona, Spain", 460, 100),
      run("Front-End Engineer", 26, 109, 21),
    ];
    expect(read(items)).toEqual([["Senior Product Designer and Front-End Engineer"], ["Barcelona, Spain"]]);
  });

  it("reads a long field label up to where it wrapped as that label", () => {
    expect(fieldRole("Name and type of organisation providing education and")).toBe("school");
    expect(fieldRole("Name and type of")).toBe("school");
    expect(fieldRole("Name and")).toBeUndefined();
    expect(fieldRole("Name and type of school")).toBeUndefined();
  });
});

describe("resume-parse: lines of a page", () => {
  it("keeps a large name and the small contact line on its baseline apart, and small capitals together", () => {
    const name = run("Lucía Fernández", 48, 80, 34);
    const contact = { ...run("E lucia@example.es", 464, 90), height: 10 };
    expect(read([{ ...name, height: 34 }, contact])).toEqual([["E lucia@example.es"], ["Lucía Fernández"]]);
    // Small capitals: an initial at 12.7 pt and the rest at 9 pt on one baseline.
    expect(read([run("L", 36, 574, 12.7), { ...run("ANGUAGES", 42.5, 577, 9), height: 9 }])).toEqual([["LANGUAGES"]]);
  });

  it("cuts a label hanging in the margin from its value at the text's left edge", () => {
    const body = [
      run("Skills", 119, 100, 14),
      run("Senior engineer text that starts at the column's left edge", 119, 120),
      run("More text at the same edge", 119, 135),
      run("Experience", 119, 160, 14),
      run("A line of text at the edge", 119, 180),
    ];
    const labelled = [
      ...body,
      flushRight("Design", 110, 200),
      run("Figma, Prototyping", 119, 200),
      flushRight("Code", 110, 215),
      run("React, TypeScript", 119, 215),
      flushRight("English", 110, 230),
      run("Fluent", 119, 230),
    ];
    const rows = read(labelled);
    expect(rows).toContainEqual(["Design", "Figma, Prototyping"]);
    expect(rows).toContainEqual(["English", "Fluent"]);
    // No labels hanging left of the edge: a run that starts at the edge after another stays in its line.
    const plain = [...body, run("Design:", 80, 200), run("Figma, Prototyping", 119, 200)];
    expect(read(plain)).toContainEqual(["Design: Figma, Prototyping"]);
  });

  it("leaves out a page's number in its margin with the line it runs on to, and keeps 'Page' in the text", () => {
    const items = [
      run("Computer skills", 217, 700),
      run("Page 1 - Curriculum vitæ of", 217, 809, 8),
      run("Priya Raman", 217, 819, 8),
    ];
    expect(read(items)).toEqual([["Computer skills"]]);
    expect(read([run("Page 3 of the report was mine", 50, 300)])).toEqual([["Page 3 of the report was mine"]]);
    expect(read([run("Built the landing page 2 weeks early", 50, 820)])).toEqual([
      ["Built the landing page 2 weeks early"],
    ]);
  });

  it("reads two years set one over the other without a dash as a range, the later under the earlier", () => {
    expect(
      read([run("2014", 25, 20, 11, true), run("2017", 25, 33, 11, true), run("University of Leeds", 26, 62)]),
    ).toEqual([["2014 – 2017"], ["University of Leeds"]]);
    // The earlier under the later, or apart: two dates.
    expect(read([run("2017", 25, 20), run("2014", 25, 33)])).toEqual([["2017"], ["2014"]]);
    expect(read([run("2014", 25, 20), run("2017", 25, 60)])).toEqual([["2014"], ["2017"]]);
  });

  it("reads a paragraph that runs on under a full-width header as one paragraph of the header", () => {
    // A header whose last line crosses the gutter, then two columns; "reviews." under it belongs to it.
    const main = (text: string, y: number) => run(text, 27, y, 8);
    const side = (text: string, y: number) => run(text, 470, y, 8);
    const items = [
      run("Samuel Okafor", 24, 44, 40),
      // Wide enough to cross the gutter between the columns below (x 203 to 470).
      main(
        "iOS developer shipping apps with millions of downloads, from UIKit to SwiftUI and from crash logs up to the App Store",
        130,
      ),
      main("reviews.", 141),
      ...[175, 201, 213, 228, 239, 264, 277, 292, 500, 600, 700].map((y, i) =>
        main(`Experience line ${i + 1} of the main column text`, y),
      ),
      ...[174, 201, 223, 274, 302, 324, 600, 700].map((y, i) => side(`Side ${i + 1}`, y)),
    ];
    const texts = toLines(pdf(items)).map((l) => `${l.column}:${l.text}`);
    expect(texts[2]).toBe("header:reviews.");
  });

  it("reads cards side by side (a grid with no headings of its own) across, and a sidebar with headings apart", () => {
    const left = [
      run("Skills", 60, 2, 20),
      run("Design", 183, 4, 16, true),
      run("Figma Prototyping", 189, 30, 10),
      run("User research", 189, 54, 10),
      run("Languages", 60, 92, 20),
      run("Spanish", 183, 94, 16, true),
      run("Native", 183, 117, 10),
      run("English", 183, 144, 16, true),
      run("Fluent", 183, 168, 10),
    ];
    const right = [
      run("Code", 377, 4, 16, true),
      run("React TypeScript", 383, 30, 10),
      run("CSS", 383, 54, 10),
      run("Catalan", 377, 94, 16, true),
      run("Native", 377, 117, 10),
    ];
    const rows = read([...left, ...right]);
    expect(rows).toContainEqual(["Design", "Code"]);
    expect(rows).toContainEqual(["Spanish", "Catalan"]);
    // A sidebar of its own: its heading, its lines off the other column's baselines.
    const sidebar = [run("Links", 377, 10, 16, true), ...right.slice(1).map((item) => ({ ...item, y: item.y + 7 }))];
    const apart = read([...left, ...sidebar]);
    expect(apart).toContainEqual(["Design"]);
    expect(apart).toContainEqual(["Links"]);
  });
});

describe("resume-parse: Word rows of a label and its text", () => {
  it("reads a section's label in the cell before its text as the section's heading", () => {
    const { data } = parseResume(
      docx(["Jordan Ellis", "Skills\tSwift, SwiftUI, Objective-C", "Profile\tiOS developer with six years of Swift."]),
    );
    expect(data.sections.find((s) => s.kind === "skills")?.data.map((i) => i.title)).toEqual([
      "Swift",
      "SwiftUI",
      "Objective-C",
    ]);
    expect(data.sections.find((s) => s.kind === "profile")?.data[0]?.description).toBe(
      "iOS developer with six years of Swift.",
    );
  });

  it("keeps a form's row of several labels and values whole", () => {
    const { data } = parseResume(
      docx(["Name\tJordan Ellis\tPhone\t+1 312 555 0163", "Objective\tiOS Developer\tLinks\tgithub.com/jellis"]),
    );
    expect(data.basicInfo).toMatchObject({ name: "Jordan Ellis", title: "iOS Developer" });
    expect(data.sections.some((s) => s.kind === "profile")).toBe(false);
  });
});

describe("resume-parse: contact details", () => {
  it("takes a bare address between a contact line's separators, or first of a run of addresses", () => {
    expect(findLinks("Chicago, IL · samokafor.app · github.com/sokafor").map((l) => l.src)).toEqual([
      "https://samokafor.app",
      "https://github.com/sokafor",
    ]);
    expect(findLinks("luciafernandez.design dribbble.com/luciaf").map((l) => l.src)).toEqual([
      "https://luciafernandez.design",
      "https://dribbble.com/luciaf",
    ]);
    // In a sentence it is a name, not an address.
    expect(findLinks("Shipped samokafor.app to the store")).toEqual([]);
    expect(findLinks("Built samokafor.app and more")).toEqual([]);
  });

  it("takes the headline of a labelled form from its unlabelled line, never the name or a label", () => {
    const { data } = parseResume(
      pdf(
        page([
          { text: "Personal information", x: 217, size: 12, bold: true },
          [
            { text: "Name / Surname", x: 60 },
            { text: "Priya Raman", x: 217 },
          ],
          [
            { text: "Address", x: 60 },
            { text: "London, England", x: 217 },
          ],
          [
            { text: "Telephone", x: 60 },
            { text: "+44 20 7946 0321", x: 217 },
          ],
          { text: "Frontend Developer", x: 217, bold: true },
          { text: "Work experience", x: 217, size: 12, bold: true },
        ]),
      ),
    );
    expect(data.basicInfo).toMatchObject({ name: "Priya Raman", title: "Frontend Developer" });
  });

  it("takes a place printed alone in an address block stacked with the contact details", () => {
    const header = (first: string) => [
      flushRight(first, 548, 54),
      flushRight("Catalonia", 548, 66),
      flushRight("M +34 612 345 678", 548, 78),
      { ...run("Lucía Fernández", 48, 70, 34), height: 34 },
      flushRight("E lucia@example.es", 548, 90),
      run("Summary", 119, 190, 14),
      run("Designer who codes, from sketches to accessible and tested interfaces.", 119, 211),
    ];
    expect(parseResume(pdf(header("Barcelona"))).data.basicInfo.location).toBe("Barcelona");
    // A role in that place is not a place.
    expect(parseResume(pdf(header("Senior Designer"))).data.basicInfo.location).toBe("Catalonia");
    // Not stacked with contact details: not a place.
    const alone = header("Barcelona").filter((item) => !/^[ME] /.test(item.text));
    expect(parseResume(pdf(alone)).data.basicInfo.location).toBe("");
  });
});

describe("resume-parse: links over Chinese text", () => {
  it("gives a link over a name set one character an item to the line that name stands on", () => {
    const char = (text: string, x: number) => run(text, x, 234.6, 10.5);
    const content = pdf(
      [
        { ...run("李思雨", 183, 46, 32), height: 32 },
        run("lisiyu@example.cn", 200, 155, 10.5),
        char("思", 199.6),
        char("雨", 210.1),
        char("(", 223.6),
        char("掘", 227.1),
        char("金", 237.6),
        char(")", 248.1),
        run("工作经历", 114, 334, 20),
      ],
      1,
      [{ url: "https://juejin.cn/user/2837465", page: 1, x: 199.5, y: 233.25, width: 21, height: 12 }],
    );
    expect(parseResume(content).data.links.map((l) => l.src)).toContain("https://juejin.cn/user/2837465");
  });
});

describe("resume-parse: sections", () => {
  it("keeps an item's 'Skills:' keywords set plainer under it in its section", () => {
    const found = splitSections(
      lines([
        { segments: ["INTERESTS"], bold: true, fontSize: 9 },
        { segments: ["Photography", "Chess"], bold: true, fontSize: 11 },
        { segments: ["Skills: Street · Film"], fontSize: 10 },
      ]),
      10,
    );
    expect(found.map((s) => s.kind)).toEqual(["hobby"]);
    // In the same look as the line before it, it opens a section of its own.
    const own = splitSections(
      lines([{ segments: ["INTERESTS"], bold: true }, "Photography, Chess", "Skills: Go, Rust"]),
      10,
    );
    expect(own.map((s) => s.kind)).toEqual(["hobby", "skills"]);
  });

  it("gives a sidebar's contact details carried past a page break to contact, not to the next section", () => {
    const found = splitSections(
      lines([
        { segments: ["EDUCATION"], bold: true, fontSize: 16 },
        "lucia@example.es",
        "https://luciafernandez.design",
        "Dribbble",
        "luciaf",
        "2012 – 2016",
        "Universitat Politècnica de Catalunya",
      ]),
      10,
    );
    expect(found.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ["contact", ["lucia@example.es", "https://luciafernandez.design", "Dribbble", "luciaf"]],
      ["education", ["2012 – 2016", "Universitat Politècnica de Catalunya"]],
    ]);
    // Right after the contact section it continues, a profile's site over its user name is enough.
    const afterContact = splitSections(
      lines([
        { segments: ["CONTACT"], bold: true, fontSize: 16 },
        "sam.okafor@example.com",
        { segments: ["EDUCATION"], bold: true, fontSize: 16 },
        "Mastodon",
        "@sam",
        "2014 – 2018",
        "Illinois Institute of Technology",
      ]),
      10,
    );
    expect(afterContact.map((s) => [s.kind, s.lines.length])).toEqual([
      ["contact", 1],
      ["contact", 2],
      ["education", 2],
    ]);
    // A school and its degree in one word each, after a contact section, stay education.
    const school = splitSections(
      lines([
        { segments: ["CONTACT"], bold: true, fontSize: 16 },
        "sam.okafor@example.com",
        { segments: ["EDUCATION"], bold: true, fontSize: 16 },
        "Harvard",
        "MBA",
        "2015 – 2017",
      ]),
      10,
    );
    expect(school.map((s) => s.kind)).toEqual(["contact", "education"]);
    // Handles without an e-mail or a phone are not contact: a project section may open with its site.
    const project = splitSections(
      lines([{ segments: ["PROJECTS"], bold: true, fontSize: 16 }, "github.com/jane/raft", "TinyRaft"]),
      10,
    );
    expect(project.map((s) => s.kind)).toEqual(["project"]);
  });
});

describe("resume-parse: a sidebar's About with an address", () => {
  it("reads a street address and a place as contact, and the list after the details in another look as skills", () => {
    const side = (text: string, size = 9) => ({ segments: [text], fontSize: size, column: "side" as const });
    const found = splitSections(
      lines([
        { ...side("About", 10.5), bold: true },
        side("Torstrasse 12 Berlin Berlin DE"),
        side("hannah.becker@example.de"),
        side("+49 30 12345678"),
        side("hbecker"),
        side("Kubernetes", 10.5),
        side("Helm Argo CD", 9.6),
        side("Terraform", 10.5),
      ]),
      9,
    );
    expect(found.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ["contact", ["Torstrasse 12 Berlin Berlin DE", "hannah.becker@example.de", "+49 30 12345678", "hbecker"]],
      ["skills", ["Kubernetes", "Helm Argo CD", "Terraform"]],
    ]);
    expect(findLocation("Torstrasse 12 Berlin Berlin DE", true)?.value).toBe("Berlin Berlin DE");
    expect(findLocation("12 Market Street Seattle WA US", true)?.value).toBe("Seattle WA US");
    expect(isAddressLine("Torstrasse 12 Berlin Berlin DE")).toBe(true);
    expect(isAddressLine("Rewrote 12 services in Go")).toBe(false);
  });
});

describe("resume-parse: skills and languages in grids", () => {
  const cells = (line: Partial<TLine> & { segments: string[] }, xs: number[], width = 40) => ({
    ...line,
    cells: xs.map((x) => ({ x, right: x + width })),
  });

  it("reads a grid of skills with each level under its name", () => {
    const skills = parseSkills(
      lines([{ segments: ["Swift", "SwiftUI", "Objective-C"], bold: true }, ["Expert", "Advanced", "Intermediate"]]),
    ).map((s) => [s.title.value, s.description?.value]);
    expect(skills).toEqual([
      ["Swift", "Expert"],
      ["SwiftUI", "Advanced"],
      ["Objective-C", "Intermediate"],
    ]);
    // A second row of names is not levels.
    expect(
      parseSkills(
        lines([
          ["Swift", "SwiftUI"],
          ["Kotlin", "Java"],
        ]),
      ).map((s) => s.title.value),
    ).toEqual(["Swift", "SwiftUI", "Kotlin", "Java"]);
  });

  it("gives rows of smaller tags to the names they stand under, and leaves tags it cannot place", () => {
    const names = cells(
      { segments: ["Kubernetes", "Terraform", "Prometheus"], fontSize: 11, bold: true },
      [42, 160, 280],
    );
    const under = (tags: Partial<TLine> & { segments: string[] }) =>
      parseSkills(lines([names, tags])).map((s) => [s.title.value, s.description?.value ?? ""]);
    expect(under(cells({ segments: ["Helm · Argo CD"], fontSize: 9.8 }, [42]))).toEqual([
      ["Kubernetes", "Helm · Argo CD"],
      ["Terraform", ""],
      ["Prometheus", ""],
    ]);
    // A row of tags running on under all the names, each name's tags not starting under it.
    expect(
      under(cells({ segments: ["Helm", "Argo CD", "Vault", "Consul"], fontSize: 9 }, [49, 100, 150, 200])),
    ).toEqual([
      ["Kubernetes", ""],
      ["Terraform", ""],
      ["Prometheus", ""],
      ["Helm", ""],
      ["Argo CD", ""],
      ["Vault", ""],
      ["Consul", ""],
    ]);
    // A row in the names' size is the next row of the grid.
    expect(under(cells({ segments: ["Linux", "Python"], fontSize: 11 }, [42, 200])).map(([t]) => t)).toEqual([
      "Kubernetes",
      "Terraform",
      "Prometheus",
      "Linux",
      "Python",
    ]);
  });

  it("adds a further row of tags under the same names, one tag a line", () => {
    const skills = parseSkills(
      lines([
        cells({ segments: ["Design", "Code"], fontSize: 9.7 }, [460, 540]),
        cells({ segments: ["Figma", "React"], fontSize: 7.6 }, [470, 545]),
        cells({ segments: ["Prototyping", "TypeScript"], fontSize: 7.6 }, [455, 532]),
      ]),
    ).map((s) => [s.title.value, s.description?.value]);
    expect(skills).toEqual([
      ["Design", "Figma\nPrototyping"],
      ["Code", "React\nTypeScript"],
    ]);
  });

  it("reads a language's level given as a test and its score", () => {
    const languages = (rows: Parameters<typeof lines>[0]) =>
      parseLanguages(lines(rows)).map((l) => [l.title.value, l.subTitle?.value ?? ""]);
    expect(languages(["英语 · CET-4，可阅读英文文档"])).toEqual([["英语", "CET-4，可阅读英文文档"]]);
    expect(languages(["英语", "CET-6"])).toEqual([["英语", "CET-6"]]);
    expect(
      languages([
        ["英语", "日语"],
        ["雅思 7.0", "N2"],
      ]),
    ).toEqual([
      ["英语", "雅思 7.0"],
      ["日语", "N2"],
    ]);
    // The next language with its own level is not a level; nor is a language after a mark.
    expect(languages(["英语", "日语 (N2)"])).toEqual([
      ["英语", ""],
      ["日语", "N2"],
    ]);
    expect(languages(["English · Spanish"])).toEqual([
      ["English", ""],
      ["Spanish", ""],
    ]);
  });

  it("reads a grid of languages whose level row is cut by words", () => {
    expect(
      parseLanguages(lines([["German English French"], ["Native", "Fluent Basic"]])).map((l) => [
        l.title.value,
        l.subTitle?.value,
      ]),
    ).toEqual([
      ["German", "Native"],
      ["English", "Fluent"],
      ["French", "Basic"],
    ]);
  });
});

describe("resume-parse: a column of labels", () => {
  // Our Elegant template printing a long title (en-content-marketing-specialist, as bench:parse's held-out set prints
  // it, read by the extraction thread): a narrow left column of headings, dates and places beside the text, where the
  // dates and the places wrap onto a second line ("Mar 2022 –" over "Present", "Melbourne," over "Australia").
  it("is read as labels when its places wrap onto two lines, so that no section is lost", () => {
    const { data } = parseResume(elegantLabelColumn as TParseContent);
    const sections = data.sections
      .filter((section) => section.data.length > 0)
      .map((section) => [
        section.kind,
        section.data.map((item) => [item.title, item.startDate, item.endDate].filter(Boolean).join(" | ")),
      ]);
    expect(sections).toEqual([
      ["profile", [expect.any(String)]],
      ["empolyment", ["Tallyhub (accounting software) | 2022-03 | present", "Brightdesk Agency | 2021-01 | 2022-02"]],
      ["education", ["Monash University | 2017-02 | 2020-11"]],
      ["skills", expect.arrayContaining(["SEO writing", "Webflow"])],
      ["language", ["English", "Italian"]],
      ["hobby", [""]],
    ]);
    const hobbies = data.sections.find((section) => section.kind === "hobby")?.data[0]?.description;
    expect(hobbies).toEqual(expect.stringContaining("Short fiction"));
    expect(hobbies).toEqual(expect.stringContaining("Surfing"));
  });
});

describe("resume-parse: entries", () => {
  const entries = (kind: "empolyment" | "education", rows: Parameters<typeof lines>[0], hasWrap = true) =>
    parseEntries(lines(rows), kind, hasWrap).map((e) => [
      e.title?.value ?? "",
      e.subTitle?.value ?? "",
      e.city?.value ?? "",
      [e.startDate?.value, e.endDate?.value].filter(Boolean).join("|"),
    ]);

  it("reads a Chinese degree's field of study on the line under it", () => {
    expect(entries("education", ["2010 – 2014", "广东工业大学", "本科", "网络工程"])).toEqual([
      ["广东工业大学", "本科 网络工程", "", "2010|2014"],
    ]);
    expect(entries("education", ["2010 – 2014", "广东工业大学", "本科", "2014 年毕业于该校"])[0]?.[1]).toBe("本科");
  });

  it("keeps a grade after the degree out of its name", () => {
    expect(
      entries("education", [
        ["University of Washington"],
        ["Bachelor of Science, Computer Science, GPA 3.72", "09/2021 – 06/2025"],
      ]),
    ).toEqual([["University of Washington", "Bachelor of Science, Computer Science", "", "2021-09|2025-06"]]);
  });

  it("reads a right-aligned sidebar's education without dates, one entry per school", () => {
    const right = (text: string, i: number) => ({
      segments: [text],
      x: 560 - text.length * 4,
      right: 560,
      y: 300 + i * 14,
    });
    const rows = ["硕士, 工商管理", "复旦大学", "本科, 信息管理与信息系统", "上海财经大学"].map(right);
    expect(entries("education", rows)).toEqual([
      ["复旦大学", "硕士, 工商管理", "", ""],
      ["上海财经大学", "本科, 信息管理与信息系统", "", ""],
    ]);
    // Left-aligned and indented, the second line is the entry's text.
    const indented = [
      { segments: ["Technische Universität Berlin"], x: 200, right: 320 },
      { segments: ["Diploma thesis on container scheduling"], x: 226, right: 380 },
    ];
    expect(entries("education", indented)).toEqual([["Technische Universität Berlin", "", "", ""]]);
  });

  it("starts entries at their dates where each opens with them, and reads Chinese highlights as text", () => {
    const rows = [
      { segments: ["January 2020 - Present"], bold: true },
      "运维开发工程师",
      "主导容器化改造，300 台物理机迁移到 Kubernetes",
      "开发发布平台，日均发布 200 次",
      { segments: ["July 2016 - December 2019"], bold: true },
      "系统运维工程师",
      "负责 IDC 机房服务器与网络维护",
    ];
    expect(entries("empolyment", rows, false)).toEqual([
      ["", "运维开发工程师", "", "2020-01|present"],
      ["", "系统运维工程师", "", "2016-07|2019-12"],
    ]);
    // A role that opens with such a verb's characters is a role all the same.
    expect(entries("empolyment", [{ segments: ["2019.03 - 至今"], bold: true }, "负责人"], false)[0]?.[1]).toBe(
      "负责人",
    );
  });

  it("reads the line under each bold date as the employer when most such lines name one", () => {
    const rows = [
      ["09/2022 – Present", "Senior Site Reliability Engineer"],
      "Kiosk GmbH",
      ["04/2020 – 08/2022", "Site Reliability Engineer"],
      "Lumen Software",
      ["02/2016 – 09/2018", "Systems Administrator"],
      "Stadtwerke Potsdam",
    ].map((row) => (Array.isArray(row) ? { segments: row, bold: true } : row));
    expect(entries("empolyment", rows, false).map(([title]) => title)).toEqual([
      "Kiosk GmbH",
      "Lumen Software",
      "Stadtwerke Potsdam",
    ]);
  });

  it("takes the place off a labelled employer given with its address", () => {
    expect(
      entries("empolyment", [
        ["Dates", "June 2024 – September 2024"],
        ["Occupation or position held", "Software Engineering Intern"],
        ["Name and address of employer", "Cascade Robotics, Seattle, WA"],
      ]),
    ).toEqual([["Cascade Robotics", "Software Engineering Intern", "Seattle, WA", "2024-06|2024-09"]]);
    // Without a place at its end the name stays whole.
    expect(
      entries("empolyment", [
        ["Dates", "June 2024 – September 2024"],
        ["Name and address of employer", "Cobalt Media, Group Two"],
      ])[0]?.[0],
    ).toBe("Cobalt Media, Group Two");
  });

  it("knows universities named in their own languages", () => {
    expect(
      entries("education", [
        ["Sep 2012 – Jul 2016", "Bachelor's Degree, Multimedia Engineering, Universitat Politècnica de Catalunya"],
      ])[0]?.slice(0, 2),
    ).toEqual(["Universitat Politècnica de Catalunya", "Bachelor's Degree, Multimedia Engineering"]);
  });
});

describe("resume-parse: a Chinese summary without a heading", () => {
  it("takes the line a long line's sentence runs on to into the summary, and not a line after a full stop", () => {
    const summary = (first: string) =>
      parseResume(
        pdf(
          page(
            [
              { text: "赵可欣", x: 183, size: 32 },
              { text: "高级产品经理", x: 183, size: 25 },
              { text: first, x: 183 },
              { text: "动的迭代和跨团队协作。", x: 183 },
              { text: "上海", x: 200 },
              { text: "工作经历", x: 114, size: 20, bold: true },
            ],
            1,
            40,
            16,
          ),
        ),
      ).data.sections.find((s) => s.kind === "profile")?.data[0]?.description;
    expect(summary("六年 B 端 SaaS 产品经验，从零到一负责过两条产品线，擅长需求分析、数据驱")).toBe(
      "六年 B 端 SaaS 产品经验，从零到一负责过两条产品线，擅长需求分析、数据驱动的迭代和跨团队协作。",
    );
    expect(summary("六年 B 端 SaaS 产品经验，从零到一负责过两条产品线，擅长需求分析和数据驱动。")).toBe(
      "六年 B 端 SaaS 产品经验，从零到一负责过两条产品线，擅长需求分析和数据驱动。",
    );
  });

  it("reads a long Chinese line before the first heading as the summary", () => {
    const { data } = parseResume(
      pdf(
        page([
          { text: "赵可欣", x: 24, size: 40 },
          { text: "高级产品经理", x: 26, size: 20 },
          { text: "六年 B 端 SaaS 产品经验，从零到一负责过两条产品线，擅长需求分析和跨团队协作。", x: 27 },
          { text: "工作经历", x: 27, size: 14, bold: true },
        ]),
      ),
    );
    expect(data.sections.find((s) => s.kind === "profile")?.data[0]?.description).toContain("六年 B 端 SaaS");
  });
});
