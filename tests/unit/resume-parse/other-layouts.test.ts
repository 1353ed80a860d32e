// Layouts of resumes made by other tools (issue 24 item 2): each error class found on the development half of the
// bench's held-out set (npm run bench:parse, others-dev), as a small fixture.
import { findDateRange } from "@/lib/server/parse/dates";
import { findLinks, findLocation } from "@/lib/server/parse/contact";
import { describeLines, parseEntries } from "@/lib/server/parse/entries";
import { headingText, matchHeading } from "@/lib/server/parse/headings";
import { toLines } from "@/lib/server/parse/lines";
import { parseLanguages, parseSkills } from "@/lib/server/parse/lists";
import { parseResume } from "@/lib/server/parse/parse-resume";
import { splitSections } from "@/lib/server/parse/sections";
import type { TTextItem } from "@/lib/shared/validations/resume-parse/parse-content";
import { lines, page } from "./fixtures/positioned";

const pdf = (items: TTextItem[]) => ({ source: "pdf" as const, pages: [{ width: 595, height: 842 }], items });
const read = (items: TTextItem[]) => toLines(pdf(items)).map((l) => l.segments);

describe("resume-parse: layouts of other tools", () => {
  it("reads a section label set on the baseline of the section's first line as a heading of its own", () => {
    expect(
      read(
        page([
          [
            { text: "Work", x: 60, size: 16, bold: true },
            { text: "Software Engineering Intern", x: 180, size: 12, bold: true },
          ],
          { text: "Cascade Robotics", x: 180 },
        ]),
      ),
    ).toEqual([["Work"], ["Software Engineering Intern"], ["Cascade Robotics"]]);
  });

  it("matches letter-spaced headings and names them as they read", () => {
    expect(matchHeading("S K I L L S")).toBe("skills");
    expect(matchHeading("W O R K E X P E R I E N C E")).toBe("empolyment");
    expect(matchHeading("E D U C AT I O N")).toBe("education");
    expect(headingText("W O R K E X P E R I E N C E")).toBe("WORK EXPERIENCE");
    expect(headingText("Skills")).toBe("Skills");
  });

  it("matches compound headings by their first part", () => {
    expect(matchHeading("EDUCATION & TRAINING")).toBe("education");
    expect(matchHeading("Skills & Tools")).toBe("skills");
    expect(matchHeading("Professional Skills Summary")).toBe("skills");
    expect(matchHeading("Personal skills and competences")).toBe("skills");
    // Two sections named together are not read as either.
    expect(matchHeading("Skills and Education")).toBeNull();
  });

  it("reads ISO dates with a day and the dashes Chromium-made PDFs carry", () => {
    expect(findDateRange("2024-06-10 TO 2024-09-06")).toMatchObject({ start: "2024-06", end: "2024-09" });
    expect(findDateRange("2019-03-01 - Present")).toMatchObject({ start: "2019-03", end: "present" });
    expect(findDateRange("2019.03 \u2012 2021.06")).toMatchObject({ start: "2019-03", end: "2021-06" });
    expect(findDateRange("2019.03 \u2015 至今")).toMatchObject({ start: "2019-03", end: "present" });
  });

  it("puts a narrow label column's labels in line with the text they stand beside, even when set larger", () => {
    // Small capitals: the label's initial is taller, so its top is below the top of the line beside it.
    const items = page([
      [
        { text: "Email", x: 200 },
        { text: "ethan@example.edu", x: 360 },
      ],
      [
        { text: "Phone", x: 200 },
        { text: "(206) 555-0117", x: 360 },
      ],
      { text: "Summary text that runs across the main column of the page", x: 200 },
      { text: "Another line of text in the main column", x: 200 },
      { text: "A third line of text in the main column", x: 200 },
      { text: "A fourth line of text in the main column", x: 200 },
      { text: "A fifth line of text in the main column", x: 200 },
    ]).concat([
      { text: "CONTACT", x: 40, y: 43, width: 50, height: 12, fontSize: 12, bold: false, page: 1 },
      { text: "SUMMARY", x: 40, y: 75, width: 50, height: 12, fontSize: 12, bold: false, page: 1 },
      { text: "LOCATION", x: 40, y: 107, width: 50, height: 12, fontSize: 12, bold: false, page: 1 },
      { text: "SKILLS", x: 40, y: 123, width: 40, height: 12, fontSize: 12, bold: false, page: 1 },
      { text: "LANGUAGES", x: 40, y: 139, width: 55, height: 12, fontSize: 12, bold: false, page: 1 },
    ]);
    const texts = toLines(pdf(items)).map((l) => l.text);
    expect(texts.indexOf("CONTACT")).toBeLessThan(texts.indexOf("Email ethan@example.edu"));
  });

  it("reads moderncv's right-aligned date and name column beside the text, each label with its line", () => {
    const items = page([
      [
        { text: "Jan 2020 –", x: 62 },
        { text: "Frontend Developer, Northwind Digital Ltd", x: 120 },
      ],
      [
        { text: "Present", x: 77 },
        { text: "Rebuilt the design system in React and TypeScript", x: 120 },
      ],
      [
        { text: "Frontend", x: 72 },
        { text: "React, TypeScript, Vue, CSS", x: 120 },
      ],
      [
        { text: "Testing", x: 77 },
        { text: "Jest, Cypress, Playwright", x: 120 },
      ],
      [
        { text: "English", x: 77 },
        { text: "Native", x: 120 },
      ],
    ]);
    // Each label ends at x 112 (flush right against the text).
    const flush = items.map((item) => (item.x < 100 ? { ...item, x: 112 - item.width } : item));
    expect(toLines(pdf(flush)).map((l) => l.segments)).toEqual([
      ["Jan 2020 – Present"],
      ["Frontend Developer, Northwind Digital Ltd"],
      ["Rebuilt the design system in React and TypeScript"],
      ["Frontend", "React, TypeScript, Vue, CSS"],
      ["Testing", "Jest, Cypress, Playwright"],
      ["English", "Native"],
    ]);
  });

  it("reads moderncv's '{' dash as a bullet", () => {
    expect(toLines(pdf(page([{ text: "{ Ran fortnightly guild sessions", x: 50 }])))[0]).toMatchObject({
      text: "Ran fortnightly guild sessions",
      isBullet: true,
    });
  });

  it("cuts 'Role, Company, City' and 'Degree, Field, School' at the commas, but keeps a role or school with one", () => {
    const header = (kind: "empolyment" | "education", text: string) =>
      parseEntries(lines([["Mar 2018 – Dec 2019"], text]), kind, false).map((e) => [
        e.title?.value,
        e.subTitle?.value,
        e.city?.value,
      ]);
    expect(header("empolyment", "Senior Backend Engineer, Parcelwise Inc., San Francisco, CA")).toEqual([
      ["Parcelwise Inc.", "Senior Backend Engineer", "San Francisco, CA"],
    ]);
    expect(header("empolyment", "Junior Web Developer, Cobalt Media Group")).toEqual([
      ["Cobalt Media Group", "Junior Web Developer", undefined],
    ]);
    expect(header("empolyment", "Senior Product Manager, Collaboration")).toEqual([
      [undefined, "Senior Product Manager, Collaboration", undefined],
    ]);
    expect(header("education", "Bachelor of Science, Computer Science, University of California, Davis")).toEqual([
      ["University of California, Davis", "Bachelor of Science, Computer Science", undefined],
    ]);
  });

  it("reads a named group of skills as one skill with its keywords", () => {
    const skills = parseSkills(
      lines([
        "Backend: Go, PostgreSQL, Kafka",
        "Python (Expert): pandas, scikit-learn",
        ["Frontend", "React, TypeScript, Vue"],
        "TypeScript:",
        "Go, Rust",
      ]),
    ).map((s) => [s.title.value, s.description?.value ?? ""]);
    expect(skills).toEqual([
      ["Backend", "Go, PostgreSQL, Kafka"],
      ["Python", "pandas, scikit-learn"],
      ["Frontend", "React, TypeScript, Vue"],
      ["TypeScript", ""],
      ["Go", ""],
      ["Rust", ""],
    ]);
  });

  it("reads a location with its country code, a Chinese city with its province, and a labelled city with its region", () => {
    expect(findLocation("Chicago, IL, US")?.value).toBe("Chicago, IL, US");
    expect(findLocation("Barcelona, Catalonia (ES)")?.value).toBe("Barcelona, Catalonia (ES)");
    expect(findLocation("Barcelona (ES), Catalonia")?.value).toBe("Barcelona (ES), Catalonia");
    expect(findLocation("杭州, 浙江")?.value).toBe("杭州, 浙江");
    expect(findLocation("深圳市腾跃科技有限公司")?.value).toBe("深圳市");
    expect(findLocation("Location\tBarcelona, Catalonia")?.value).toBe("Barcelona, Catalonia");
    expect(findLocation("Location: Austin, TX, Tel: 512 555 0100")?.value).toBe("Austin, TX");
  });

  it("takes the headline under the name at its left edge, past contact lines set beside it", () => {
    const { data } = parseResume(
      pdf(
        page([
          [{ text: "London", x: 500 }],
          [{ text: "Priya Raman", x: 48, size: 30 }],
          [{ text: "M +44 20 7946 0321", x: 450 }],
          [{ text: "E priya.raman@example.org", x: 430 }],
          [
            { text: "Frontend Developer", x: 48, size: 16 },
            { text: "tw priyacodes", x: 480 },
          ],
          { text: "Experience", x: 120, size: 14 },
        ]),
      ),
    );
    expect(data.basicInfo).toMatchObject({ name: "Priya Raman", title: "Frontend Developer" });
  });

  it("reads a name with its headline on one line, and a name or headline in the cell after its label", () => {
    const basics = (rows: Parameters<typeof page>[0]) => parseResume(pdf(page(rows))).data.basicInfo;
    expect(
      basics([
        { text: "Samuel Okafor | iOS Developer", x: 120, size: 24 },
        { text: "sam@example.com • +1 312 555 0163", x: 120 },
        { text: "Experience", x: 48, size: 14, bold: true },
        { text: "Rewrote the checkout flow in SwiftUI, raising conversion by six percent", x: 48 },
      ]),
    ).toMatchObject({
      name: "Samuel Okafor",
      title: "iOS Developer",
    });
    expect(
      basics([
        { text: "个 人 简 历", x: 250, size: 18, bold: true },
        [
          { text: "姓名", x: 50 },
          { text: "王浩然", x: 150 },
          { text: "电话", x: 300 },
          { text: "138 1234 5678", x: 400 },
        ],
        [
          { text: "求职意向", x: 50 },
          { text: "高级 Java 开发工程师", x: 150 },
        ],
      ]),
    ).toMatchObject({ name: "王浩然", title: "高级 Java 开发工程师", cellphone: "138 1234 5678" });
  });

  it("keeps the place out of a headline that shares its line, and reads the place from that line", () => {
    const { basicInfo } = parseResume({
      source: "docx",
      blocks: [
        { kind: "paragraph", text: "Samuel Okafor" },
        { kind: "paragraph", text: "iOS Developer · Chicago, IL" },
        { kind: "paragraph", text: "sam@example.com · +1 312 555 0163" },
      ],
    }).data;
    expect(basicInfo).toMatchObject({ title: "iOS Developer", location: "Chicago, IL" });
  });

  it("reads a grid of languages with each level under its language", () => {
    const read = (rows: Parameters<typeof lines>[0]) =>
      parseLanguages(lines(rows)).map((l) => [l.title.value, l.subTitle?.value ?? ""]);
    expect(
      read([
        ["English", "Igbo"],
        ["Native", "Conversational"],
      ]),
    ).toEqual([
      ["English", "Native"],
      ["Igbo", "Conversational"],
    ]);
    expect(read(["English Igbo", "Native Conversational"])).toEqual([
      ["English", "Native"],
      ["Igbo", "Conversational"],
    ]);
    expect(read(["English · Native", "Igbo · Conversational"])).toEqual([
      ["English", "Native"],
      ["Igbo", "Conversational"],
    ]);
    // A language and its level in two cells of one row stay a pair.
    expect(read([["English", "Native"]])).toEqual([["English", "Native"]]);
  });

  it("reads a personal site on a newer top-level domain", () => {
    expect(findLinks("luciafernandez.design").map((l) => l.src)).toEqual(["https://luciafernandez.design"]);
  });

  it("reads Europass rows of label and value, the employer named after the text, wrapped labels left out", () => {
    const rows = [
      ["Dates", "September 2022 – present"],
      ["Occupation or position held", "Senior Site Reliability Engineer"],
      ["Main activities and"],
      ["responsibilities"],
      { segments: ["Run the Kubernetes platform"], isBullet: true },
      ["Name and address of employer", "Kiosk GmbH"],
      ["Dates", "April 2020 – August 2022"],
      ["Occupation or position held", "Site Reliability Engineer"],
      ["Name and address of employer", "Lumen Software"],
    ];
    expect(
      parseEntries(lines(rows), "empolyment", false).map((e) => [
        e.title?.value,
        e.subTitle?.value,
        e.startDate?.value,
      ]),
    ).toEqual([
      ["Kiosk GmbH", "Senior Site Reliability Engineer", "2022-09"],
      ["Lumen Software", "Site Reliability Engineer", "2020-04"],
    ]);
    const education = [
      ["Dates", "October 2009 – July 2014"],
      ["Title of qualification awarded", "Diploma"],
      ["Principal subjects", "Computer Engineering"],
      ["Name and type of organisation", "Technische Universität Berlin"],
      ["providing education and"],
      ["training"],
    ];
    expect(parseEntries(lines(education), "education", false).map((e) => [e.title?.value, e.subTitle?.value])).toEqual([
      ["Technische Universität Berlin", "Diploma"],
    ]);
  });

  it("reads a table's header row as the names of the cells under it, not as values", () => {
    const rows = [
      ["时间", "公司", "职位"],
      ["2021.03 – 至今", "成都数智科技有限公司", "测试开发工程师"],
      { segments: ["搭建接口自动化测试平台"], isBullet: true },
      ["2018.07 – 2021.02", "重庆千帆软件有限公司", "软件测试工程师"],
    ];
    expect(parseEntries(lines(rows), "empolyment", false).map((e) => [e.title?.value, e.subTitle?.value])).toEqual([
      ["成都数智科技有限公司", "测试开发工程师"],
      ["重庆千帆软件有限公司", "软件测试工程师"],
    ]);
    const education = [
      ["Dates", "School", "Major", "Degree"],
      ["Sep 2014 – Jun 2017", "University of Leeds", "English Literature", "BA"],
    ];
    expect(parseEntries(lines(education), "education", false).map((e) => [e.title?.value, e.subTitle?.value])).toEqual([
      ["University of Leeds", "English Literature BA"],
    ]);
  });

  it("reads a left column of labels set flush against their values as labels, though it holds more text", () => {
    const label = (text: string, y: number) => ({
      text,
      x: 192 - text.length * 5,
      y,
      width: text.length * 5,
      height: 10,
      fontSize: 10,
      bold: false,
      page: 1,
    });
    const value = (text: string, y: number) => ({
      text,
      x: 217,
      y,
      width: text.length * 5,
      height: 10,
      fontSize: 10,
      bold: false,
      page: 1,
    });
    const items = [
      label("Dates", 87),
      value("October 2009 – July 2014", 87),
      label("Title of qualification awarded", 101),
      value("Diploma", 101),
      label("Principal subjects", 115),
      value("Computer Engineering", 115),
      label("Name and type of organisation", 129),
      value("Technische Universität Berlin", 129),
      label("providing education and", 141),
      label("Mother tongue", 216),
      value("German", 216),
    ];
    expect(read(items)).toEqual([
      ["Dates", "October 2009 – July 2014"],
      ["Title of qualification awarded", "Diploma"],
      ["Principal subjects", "Computer Engineering"],
      // The label wrapped in its column is read on from its first line, and still names its field.
      ["Name and type of organisation providing education and", "Technische Universität Berlin"],
      // "Mother tongue" names the languages section: a heading line of its own, then its value.
      ["Mother tongue"],
      ["German"],
    ]);
  });

  it("gives a range back its end when a narrow date column sets it on the next line", () => {
    expect(
      read(
        page([
          [
            { text: "Mar 2022 –", x: 59 },
            { text: "Senior Product Designer, Travesía Travel Technologies", x: 112 },
          ],
          [
            { text: "Present", x: 76 },
            { text: "{ Redesigned the booking flow", x: 119 },
          ],
          [
            { text: "2020.07 –至", x: 59 },
            { text: "高级 Java 开发工程师", x: 130 },
          ],
          [{ text: "今", x: 76 }],
        ]),
      ),
    ).toEqual([
      ["Mar 2022 – Present", "Senior Product Designer, Travesía Travel Technologies"],
      ["Redesigned the booking flow"],
      ["2020.07 –至今", "高级 Java 开发工程师"],
    ]);
  });

  it("keeps the end's month that stayed on the first line of a range set on two", () => {
    // "Jan 2021 – Feb" over "2022": the end is Feb 2022, not 2022 with a stray "Feb".
    expect(
      read(
        page([
          [
            { text: "Jan 2021 – Feb", x: 59 },
            { text: "Junior Copywriter, Brightdesk Agency", x: 160 },
          ],
          [{ text: "2022", x: 59 }],
        ]),
      ),
    ).toEqual([["Jan 2021 – Feb 2022", "Junior Copywriter, Brightdesk Agency"]]);
    // Not a month: the word stays the line's own and the year ends the range.
    expect(
      read(
        page([
          [
            { text: "Jan 2021 – Lead", x: 59 },
            { text: "Brightdesk Agency", x: 160 },
          ],
          [{ text: "2022", x: 59 }],
        ]),
      ),
    ).toEqual([["Jan 2021 – 2022", "Lead", "Brightdesk Agency"]]);
  });

  it("reads a language with its level after it and no mark between", () => {
    expect(
      parseLanguages(lines(["Spanish Native", "English Fluent"])).map((l) => [l.title.value, l.subTitle?.value]),
    ).toEqual([
      ["Spanish", "Native"],
      ["English", "Fluent"],
    ]);
  });

  it("gives a profile printed as a bare user name the address the file links it to, not a project's link", () => {
    const items = page([
      { text: "Ethan Nguyen", x: 50, size: 24 },
      [
        { text: "ethan@example.edu", x: 50 },
        { text: "ethann", x: 250 },
      ],
      { text: "Projects", x: 50, size: 14, bold: true },
      [
        { text: "Tiny Raft", x: 50, bold: true },
        { text: "Jan 2024 – Mar 2024", x: 400 },
      ],
      { text: "A Raft consensus implementation in Rust.", x: 50 },
    ]);
    const { data } = parseResume({
      ...pdf(items),
      links: [
        { url: "https://github.com/ethann", x: 248, y: 54, width: 34, height: 12, page: 1 },
        { url: "https://github.com/ethann/tiny-raft", x: 48, y: 86, width: 50, height: 12, page: 1 },
      ],
    });
    expect(data.links).toEqual([{ id: "0", name: "github.com", src: "https://github.com/ethann" }]);
  });

  it("reads plain lines under a bold date and position as the entry's text, and drops a header's trailing colon", () => {
    const rows = [
      { segments: ["March 2022 - Present"], bold: true },
      { segments: ["Senior Product Designer"], bold: true },
      "Redesigned the booking flow, lifting completed bookings by 9%",
      "Own the design tokens in Figma and code",
      { segments: ["January 2019 - February 2022"], bold: true },
      { segments: ["Front-End Engineer:"], bold: true },
      "Built the savings dashboard in React",
    ];
    expect(
      parseEntries(lines(rows), "empolyment", false).map((e) => [
        e.title?.value ?? "",
        e.subTitle?.value ?? "",
        e.description?.value ?? "",
      ]),
    ).toEqual([
      [
        "",
        "Senior Product Designer",
        "Redesigned the booking flow, lifting completed bookings by 9%\nOwn the design tokens in Figma and code",
      ],
      ["", "Front-End Engineer", "Built the savings dashboard in React"],
    ]);
  });

  it("reads a grid of languages whose names are words of one line over levels in cells", () => {
    expect(
      parseLanguages(lines(["Spanish Catalan English", ["Native", "Native", "Fluent"]])).map((l) => [
        l.title.value,
        l.subTitle?.value,
      ]),
    ).toEqual([
      ["Spanish", "Native"],
      ["Catalan", "Native"],
      ["English", "Fluent"],
    ]);
  });

  it("joins a wrapped line back to its sentence, but never short items side by side", () => {
    const text = (rows: Parameters<typeof lines>[0]) => describeLines(lines(rows), true)?.value;
    expect(text(["Photography", "Chess", "Street Film"])).toBe("Photography\nChess\nStreet Film");
    expect(
      text([
        "Designer who codes. I take products from sketches to accessible, tested",
        "interfaces for public services.",
      ]),
    ).toBe("Designer who codes. I take products from sketches to accessible, tested interfaces for public services.");
  });

  it("keeps two addresses stacked in a narrow column apart, and joins an address wrapped at its dot", () => {
    const stacked = page([
      { text: "ethan.nguyen@example.edu", x: 217 },
      { text: "github.com/ethann", x: 217 },
      { text: "ethan.nguyen@example", x: 29 },
      { text: ".edu", x: 29 },
    ]);
    expect(read(stacked)).toEqual([["ethan.nguyen@example.edu"], ["github.com/ethann"], ["ethan.nguyen@example.edu"]]);
  });

  it("keeps a grade after the school out of the degree", () => {
    expect(
      parseEntries(
        lines([["Sep 2021 – Jun 2025"], "Bachelor of Science, Computer Science, University of Washington, GPA 3.72"]),
        "education",
        false,
      ).map((e) => [e.title?.value, e.subTitle?.value]),
    ).toEqual([["University of Washington", "Bachelor of Science, Computer Science"]]);
  });

  it("reads a degree written first as the degree, not as 'City, Region'", () => {
    expect(
      parseEntries(
        lines([{ segments: ["University of Leeds"], bold: true }, "BA, English Literature", "09/2014 – 06/2017"]),
        "education",
        false,
      ).map((e) => [e.title?.value, e.subTitle?.value, e.city?.value]),
    ).toEqual([["University of Leeds", "BA, English Literature", undefined]]);
    // A place whose region looks like a degree's abbreviation stays a place.
    expect(
      parseEntries(lines([["Harvard University", "2010 – 2014"], "Cambridge, MA"]), "education", false)[0]?.city?.value,
    ).toBe("Cambridge, MA");
  });

  it("reads keywords set as plain tags under a bold skill name as that skill's description", () => {
    const skills = parseSkills(
      lines([
        { segments: ["Frontend"], bold: true },
        ["React", "TypeScript", "Vue"],
        { segments: ["Design", "Code"], bold: true },
        ["Figma, Prototyping", "React, CSS"],
        { segments: ["Python"], bold: true },
        { segments: ["Expert"] },
      ]),
    ).map((s) => [s.title.value, s.description?.value ?? ""]);
    expect(skills).toEqual([
      ["Frontend", "React TypeScript Vue"],
      ["Design", "Figma, Prototyping"],
      ["Code", "React, CSS"],
      ["Python", "Expert"],
    ]);
  });

  it("cuts a role from its city, and a role from its employer when nothing else in the header names one", () => {
    const header = (rows: Parameters<typeof lines>[0]) =>
      parseEntries(lines(rows), "empolyment", false).map((e) => [e.title?.value, e.subTitle?.value, e.city?.value]);
    expect(header([["04/2021 – Present"], "Senior Product Designer, Barcelona, Spain", "Travesía"])).toEqual([
      ["Travesía", "Senior Product Designer", "Barcelona, Spain"],
    ]);
    expect(header([["Feb 2021 – Present"], "iOS Developer, Windy City Media"])).toEqual([
      ["Windy City Media", "iOS Developer", undefined],
    ]);
    // With the company on a line of its own, a team after the role's comma stays the role's.
    expect(header([["Northwind Pay", "2021 – Present"], "Senior Software Engineer, Payments Platform"])).toEqual([
      ["Northwind Pay", "Senior Software Engineer, Payments Platform", undefined],
    ]);
  });

  it("reads a links heading as contact details, and Europass's language labels as the languages section", () => {
    expect(matchHeading("Links")).toBe("contact");
    expect(matchHeading("个人链接")).toBe("contact");
    expect(matchHeading("Mother tongue")).toBe("language");
    expect(matchHeading("Other languages")).toBe("language");
  });

  it("splits 'degree at school' as it splits 'role at company'", () => {
    const read = (text: string) =>
      parseEntries(lines([[text, "Sept 2021 - Jun 2025"]]), "education", false).map((e) => [
        e.title?.value,
        e.subTitle?.value,
      ]);
    expect(read("Bachelor of Science Computer Science at University of Washington")).toEqual([
      ["University of Washington", "Bachelor of Science Computer Science"],
    ]);
    expect(read("本科 网络工程 at 广东工业大学")).toEqual([["广东工业大学", "本科 网络工程"]]);
    expect(read("University of Texas at Dallas")).toEqual([["University of Texas at Dallas", undefined]]);
  });

  it("reads a list set in two columns item by item, never a line glued across its columns", () => {
    const texts = toLines(
      pdf(
        page([
          { text: "Lead Engineer", x: 24, bold: true },
          [
            { text: "·", x: 32 },
            { text: "Cut the build time of the", x: 37 },
            { text: "·", x: 200 },
            { text: "Moved the team to trunk-based", x: 205 },
          ],
          [
            { text: "mobile app by half", x: 32 },
            { text: "development", x: 200 },
          ],
          [
            { text: "·", x: 200 },
            { text: "Ran the hiring loop", x: 205 },
          ],
          { text: "Engineer", x: 24, bold: true },
        ]),
      ),
    ).map((l) => [l.isBullet ? "- " : "", l.text].join(""));
    expect(texts).toEqual([
      "Lead Engineer",
      "- Cut the build time of the",
      "mobile app by half",
      "- Moved the team to trunk-based",
      "development",
      "- Ran the hiring loop",
      "Engineer",
    ]);
  });

  it("gives each cell of a row of short items its own line of text, not one line of both", () => {
    expect(describeLines(lines([["Photography", "Chess"], "Street, Film"]), true)?.value).toBe(
      "Photography\nChess\nStreet, Film",
    );
    expect(
      describeLines(lines([{ segments: ["Operating Systems", "Machine Learning"], isBullet: true }]), true)?.value,
    ).toBe("- Operating Systems\nMachine Learning");
  });

  it("gives a range back its end set under its dash by a date column set flush right", () => {
    expect(
      read(
        page([
          { text: "2020.01 –至运维开发工程师, 广州唯品信息科技有限公司", x: 55 },
          [
            { text: "今", x: 99 },
            { text: "{ 主导容器化改造", x: 119 },
          ],
        ]),
      ),
    ).toEqual([["2020.01 –至今", "运维开发工程师, 广州唯品信息科技有限公司"], ["主导容器化改造"]]);
  });

  it("reads a left column of headings and dates, each centred on its section or entry, before what it names", () => {
    const at = (text: string, x: number, y: number, size = 9) => ({
      text,
      x,
      y,
      width: text.length * size * 0.5,
      height: size,
      fontSize: size,
      bold: false,
      page: 1,
    });
    const items = [
      at("Dana Whitfield", 250, 20, 17),
      at("Email", 200, 80),
      at("dana@example.com", 300, 80),
      at("CONTACT", 40, 87, 12),
      at("Phone", 200, 95),
      at("+1 415 555 0100", 300, 95),
      at("Go: services", 200, 140),
      at("SKILLS", 40, 148, 12),
      at("Rust: tooling", 200, 155),
      at("SQL: reporting", 200, 170),
      at("WORK EXPERIENCE", 40, 210, 12),
      at("Staff Engineer", 200, 214),
      at("Led the platform team", 220, 228),
      at("2021-03 TO PRESENT", 40, 232, 7.5),
      at("Cut deploy time in half", 220, 243),
      at("Engineer", 200, 275),
      at("2018-01 TO 2021-02", 40, 290, 7.5),
      at("Built the billing service", 220, 289),
      at("Ran the on-call rotation", 220, 304),
      at("EDUCATION", 40, 340, 12),
      at("Northfield University", 200, 338),
      at("Bachelor of Science", 220, 352),
      at("2014-09 TO 2018-06", 40, 362, 7.5),
    ];
    const texts = toLines(pdf(items)).map((l) => l.text);
    const order = (a: string, b: string) => expect(texts.indexOf(a)).toBeLessThan(texts.indexOf(b));
    order("CONTACT", "Email dana@example.com");
    order("SKILLS", "Go: services");
    order("WORK EXPERIENCE", "2021-03 TO PRESENT");
    order("2021-03 TO PRESENT", "Staff Engineer");
    order("Cut deploy time in half", "2018-01 TO 2021-02");
    order("2018-01 TO 2021-02", "Engineer");
    order("EDUCATION", "2014-09 TO 2018-06");
    order("2014-09 TO 2018-06", "Northfield University");
  });

  it("reads a sidebar's About over contact details as contact, and the list after them in another style as skills", () => {
    const items = page([
      { text: "Ada Moreno", x: 26, size: 30, bold: true },
      { text: "Platform Engineer", x: 26, size: 12 },
      [
        { text: "About", x: 26, size: 10.5 },
        { text: "Summary", x: 200, size: 10.5 },
      ],
      [
        { text: "Denver CO US", x: 28, size: 9 },
        { text: "Builds developer platforms that teams enjoy using every single day.", x: 200, size: 8 },
      ],
      [
        { text: "ada@example.com", x: 28, size: 9 },
        { text: "Experience", x: 200, size: 10.5 },
      ],
      [
        { text: "adamoreno", x: 28, size: 9 },
        { text: "Staff Engineer at Example Labs", x: 200, size: 9 },
      ],
      [
        { text: "Go", x: 26, size: 10.5 },
        { text: "2020 - 2024", x: 200, size: 8 },
      ],
      [
        { text: "Expert", x: 26, size: 9, bold: true },
        { text: "Led the migration of every service to a shared deploy tool.", x: 200, size: 8 },
      ],
      [
        { text: "Terraform", x: 26, size: 10.5 },
        { text: "Ran the platform team of six engineers across two sites.", x: 200, size: 8 },
      ],
      [
        { text: "Advanced", x: 26, size: 9, bold: true },
        { text: "Education", x: 200, size: 10.5 },
      ],
    ]);
    const { data } = parseResume(pdf(items));
    expect(data.basicInfo.location).toBe("Denver CO US");
    expect(data.basicInfo.title).toBe("Platform Engineer");
    const skills = data.sections.find((s) => s.kind === "skills");
    expect(skills?.data.map((i) => [i.title, i.description])).toEqual([
      ["Go", "Expert"],
      ["Terraform", "Advanced"],
    ]);
    const summary = data.sections.find((s) => s.kind === "profile");
    expect(summary?.data.map((i) => i.description)).toEqual([
      "Builds developer platforms that teams enjoy using every single day.",
    ]);
  });

  it("reads a place without commas only as a contact detail, and open-source projects as projects", () => {
    expect(findLocation("Seattle WA US", true)?.value).toBe("Seattle WA US");
    expect(findLocation("Barcelona Catalonia ES", true)?.value).toBe("Barcelona Catalonia ES");
    expect(findLocation("Barcelona, Catalonia ES")?.value).toBe("Barcelona, Catalonia ES");
    expect(findLocation("English Literature BA")).toBeNull();
    expect(matchHeading("Open Source Projects")).toBe("project");
  });

  it("keeps a sidebar's labelled contact details as contact, a bold label over its value being no list of skills", () => {
    const side = (text: string, fontSize = 9, bold = false) => ({
      segments: [text],
      column: "side" as const,
      fontSize,
      bold,
    });
    const kinds = (rows: ReturnType<typeof side>[]) =>
      splitSections(lines(rows), 9).map((s) => [s.kind, s.lines.length]);
    expect(
      kinds([
        side("Contact", 10, true),
        side("ada@example.com"),
        side("WeChat", 9, true),
        side("ada_w"),
        side("Born", 9, true),
        side("1997-12"),
      ]),
    ).toEqual([["contact", 5]]);
    expect(
      kinds([
        side("About", 10),
        side("ada@example.com"),
        side("Go", 10.5),
        side("Expert", 9, true),
        side("Rust", 10.5),
      ]),
    ).toEqual([
      ["contact", 1],
      ["skills", 3],
    ]);
  });

  it("reads a degree whose type and field stand on two lines as one degree", () => {
    const read = (rows: Parameters<typeof lines>[0]) =>
      parseEntries(lines(rows), "education", true).map((e) => [e.subTitle?.value, e.description?.value]);
    expect(
      read([
        { segments: ["Northfield University"], bold: true },
        "2014 - 2018",
        "Bachelor of Science",
        "Applied Physics",
      ]),
    ).toEqual([["Bachelor of Science Applied Physics", undefined]]);
    // A sentence or a grade under the degree is not its field.
    expect(read(["Northfield University", "2014 - 2018", "BA", "Graduated with honours."])).toEqual([
      ["BA", "Graduated with honours."],
    ]);
  });

  it("reads a Chinese language whose level runs on after a comma, or follows a dash without spaces, as one language", () => {
    const read = (rows: Parameters<typeof lines>[0]) =>
      parseLanguages(lines(rows)).map((l) => [l.title.value, l.subTitle?.value]);
    expect(read(["日语（N2，可读技术文档）"])).toEqual([["日语", "N2，可读技术文档"]]);
    expect(read([["日语", "N2，可读技术文档"]])).toEqual([["日语", "N2，可读技术文档"]]);
    expect(read(["日语—N2"])).toEqual([["日语", "N2"]]);
    // Two languages between commas stay two.
    expect(read(["English (Native), Spanish (Fluent)"])).toEqual([
      ["English", "Native"],
      ["Spanish", "Fluent"],
    ]);
  });
});
