// Forms in the words of each section kind (issue 21 item 5): a job asks for a company and a position, a school for a
// degree and a major, in English and in Chinese; entry cards are titled by what they hold; dates are year and month
// selects (never Chromium's "--------- ----"); a section's own spacing is set in the style panel; an English resume
// offers date of birth and WeChat only on request.
import { fireEvent, screen, within } from "@testing-library/react";
import { BasicInfoForm } from "@/components/editor/basic-info-form";
import { EditorProvider } from "@/components/editor/editor-context";
import { SectionsList } from "@/components/editor/sections-list";
import { StylePanel } from "@/components/editor/style-panel";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { createSection } from "@/lib/shared/resume/create-section";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { renderWithIntl } from "../render-with-intl";

type Locale = "en" | "zh";

function setup(locale: Locale = "en", change: (data: TResumeData) => void = () => undefined) {
  const lang = locale === "zh" ? "ch" : "en";
  const { data, config } = sampleResume(lang);
  data.sections.push({ ...createSection("project", lang, "custom-1"), name: "Custom", kind: undefined, data: [] });
  change(data);
  const resume: ResumeDto = {
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data,
    config,
  };
  const store = createEditorStore(resume);
  renderWithIntl(
    <EditorProvider store={store}>
      <BasicInfoForm />
      <SectionsList />
      <StylePanel />
    </EditorProvider>,
    locale,
  );
  const section = (id: string) => store.getState().doc.data.sections.find((s) => s.id === id)!;
  return { store, section };
}
const entries = (name: string) => within(screen.getByRole("region", { name })).getAllByTestId("item-editor");
/** The accessible names of an entry's fields, in order (selects of a date named "<date>: year" / ": month"). */
const labelsOf = (entry: HTMLElement) =>
  [...entry.querySelectorAll("input:not([type=checkbox]), textarea, select")].map(
    (field) =>
      field.getAttribute("aria-label") ?? entry.querySelector(`label[for="${CSS.escape(field.id)}"]`)?.textContent,
  );

const expected: Record<Locale, Record<string, (string | undefined)[]>> = {
  en: {
    "Work Experience": [
      "Company",
      "Position",
      "Start date: year",
      "Start date: month",
      "End date: year",
      "End date: month",
      "City",
      "What you did",
    ],
    Education: [
      "School",
      "Degree",
      "Major",
      "Start date: year",
      "Start date: month",
      "End date (or expected): year",
      "End date (or expected): month",
      "City",
      "Details",
    ],
    Projects: [
      "Project name",
      "Your role",
      "Start date: year",
      "Start date: month",
      "End date: year",
      "End date: month",
      "Location",
      "What you built",
    ],
    Certificates: [
      "Certificate",
      "Issued by",
      "Date obtained: year",
      "Date obtained: month",
      "Valid until: year",
      "Valid until: month",
      "Details",
    ],
    Skills: ["Skill", "Level"],
    Languages: ["Language", "Proficiency"],
    Hobbies: ["Hobby", "Details"],
    Profile: ["Heading (optional)", "Summary"],
  },
  zh: {
    工作经历: [
      "公司名称",
      "职位",
      "开始时间：年份",
      "开始时间：月份",
      "结束时间：年份",
      "结束时间：月份",
      "城市",
      "工作内容",
    ],
    教育背景: [
      "学校",
      "学历",
      "专业",
      "入学时间：年份",
      "入学时间：月份",
      "毕业时间（或预计）：年份",
      "毕业时间（或预计）：月份",
      "城市",
      "在校经历",
    ],
    项目经历: [
      "项目名称",
      "担任角色",
      "开始时间：年份",
      "开始时间：月份",
      "结束时间：年份",
      "结束时间：月份",
      "地点",
      "项目描述",
    ],
    证书: ["证书名称", "颁发机构", "获得时间：年份", "获得时间：月份", "有效期至：年份", "有效期至：月份", "说明"],
    专业技能: ["技能", "掌握程度"],
    语言能力: ["语言", "熟练程度"],
    兴趣爱好: ["爱好", "说明"],
    个人简介: ["标题（可选）", "个人简介"],
  },
};

describe.each(["en", "zh"] as const)("item forms (%s)", (locale) => {
  it.each(Object.entries(expected[locale]))("%s asks for its own fields", (name, labels) => {
    setup(locale);
    expect(labelsOf(entries(name)[0]!)).toEqual(labels);
  });

  it("a custom section keeps neutral words; every entry says what to write", () => {
    setup(locale);
    const custom = screen.getByRole("region", { name: "Custom" });
    fireEvent.click(within(custom).getByRole("button", { name: locale === "zh" ? "添加条目" : "Add entry" }));
    const entry = within(custom).getByTestId("item-editor");
    expect(labelsOf(entry).slice(0, 2)).toEqual(locale === "zh" ? ["标题", "副标题"] : ["Title", "Subtitle"]);
    const job = entries(locale === "zh" ? "工作经历" : "Work Experience")[0]!;
    expect(within(job).getByLabelText(locale === "zh" ? "公司名称" : "Company")).toHaveAttribute(
      "placeholder",
      locale === "zh" ? "例如：字节跳动" : "e.g. Acme Corp",
    );
    expect(within(job).getByLabelText(locale === "zh" ? "职位" : "Position")).toHaveAttribute(
      "placeholder",
      locale === "zh" ? "例如：高级前端工程师" : "e.g. Senior Engineer",
    );
  });
});

describe("entry cards are titled by their content", () => {
  it("a job reads 'Position · Company', a school its name, a new entry 'New position'", () => {
    const { section } = setup("en");
    const job = entries("Work Experience")[0]!;
    expect(within(job).getByText("Senior Software Engineer, Checkout Platform · Northwind Commerce")).toBeVisible();
    expect(within(entries("Education")[0]!).getByText("University of Washington")).toBeVisible();
    const work = screen.getByRole("region", { name: "Work Experience" });
    fireEvent.click(within(work).getByRole("button", { name: "Add entry" }));
    const added = entries("Work Experience").at(-1)!;
    expect(within(added).getByText("New position")).toBeVisible();
    expect(within(added).getByRole("button", { name: "Delete New position" })).toBeInTheDocument();
    fireEvent.change(within(added).getByLabelText("Position"), { target: { value: "Staff Engineer" } });
    expect(within(added).getByText("Staff Engineer")).toBeVisible();
    fireEvent.change(within(added).getByLabelText("Company"), { target: { value: "Acme" } });
    expect(within(added).getByText("Staff Engineer · Acme")).toBeVisible();
    expect(section("sample-empolyment").data.at(-1)).toMatchObject({ title: "Acme", subTitle: "Staff Engineer" });
    expect(screen.queryByText(/^Entry \d/)).toBeNull();
  });

  it("in Chinese: 新经历, 新教育经历", () => {
    setup("zh");
    for (const [name, fallback] of [
      ["工作经历", "新经历"],
      ["教育背景", "新教育经历"],
      ["项目经历", "新项目"],
    ]) {
      fireEvent.click(within(screen.getByRole("region", { name })).getByRole("button", { name: "添加条目" }));
      expect(within(entries(name!).at(-1)!).getByText(fallback!)).toBeVisible();
    }
  });
});

describe("degree and major", () => {
  it("English: 'Degree, Major' in one stored field; text that does not split stays whole", () => {
    const { section } = setup("en");
    const school = entries("Education")[0]!;
    expect(within(school).getByLabelText("Degree")).toHaveValue("M.S. in Computer Science");
    expect(within(school).getByLabelText("Major")).toHaveValue("");
    fireEvent.change(within(school).getByLabelText("Degree"), { target: { value: "M.S." } });
    fireEvent.change(within(school).getByLabelText("Major"), { target: { value: "Computer Science" } });
    expect(section("sample-education").data[0]!.subTitle).toBe("M.S., Computer Science");
    // Clearing the degree keeps the major where it was typed.
    fireEvent.change(within(school).getByLabelText("Degree"), { target: { value: "" } });
    expect(section("sample-education").data[0]!.subTitle).toBe("Computer Science");
    expect(within(school).getByLabelText("Major")).toHaveValue("Computer Science");
    expect(within(school).getByLabelText("Degree")).toHaveValue("");
  });

  it("Chinese: '专业 · 学历'", () => {
    const { section } = setup("zh");
    const school = entries("教育背景")[0]!;
    expect(within(school).getByLabelText("学历")).toHaveValue("硕士");
    expect(within(school).getByLabelText("专业")).toHaveValue("计算机科学与技术");
    fireEvent.change(within(school).getByLabelText("学历"), { target: { value: "博士" } });
    expect(section("sample-education").data[0]!.subTitle).toBe("计算机科学与技术 · 博士");
  });
});

describe("month picker", () => {
  it("a year alone is stored as the year, a month before a year waits for it, an empty year clears", () => {
    const { section } = setup("en");
    const work = screen.getByRole("region", { name: "Work Experience" });
    fireEvent.click(within(work).getByRole("button", { name: "Add entry" }));
    const added = entries("Work Experience").at(-1)!;
    const year = within(added).getByRole("combobox", { name: "Start date: year" });
    const month = within(added).getByRole("combobox", { name: "Start date: month" });
    expect(year).toHaveValue("");
    expect(within(year).getAllByRole("option")[0]).toHaveTextContent("Year");
    expect(
      within(month)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Month",
      ...["January", "February", "March", "April", "May", "June", "July", "August", "September", "October"],
      "November",
      "December",
    ]);
    const item = () => section("sample-empolyment").data.at(-1)!;
    fireEvent.change(month, { target: { value: "03" } });
    expect(month).toHaveValue("03");
    expect(item().startDate).toBe("");
    fireEvent.change(year, { target: { value: "2021" } });
    expect(item().startDate).toBe("2021-03");
    fireEvent.change(month, { target: { value: "" } });
    expect(item().startDate).toBe("2021");
    fireEvent.change(year, { target: { value: "" } });
    expect(item().startDate).toBe("");
    expect(added.querySelector('input[type="month"]')).toBeNull();
  });

  it("keeps an old year outside the list, and names months in Chinese", () => {
    setup("zh", (data) => {
      data.sections.find((s) => s.id === "sample-education")!.data[0]!.startDate = "1925-09";
    });
    const school = entries("教育背景")[0]!;
    expect(within(school).getByRole("combobox", { name: "入学时间：年份" })).toHaveValue("1925");
    const month = within(school).getByRole("combobox", { name: "入学时间：月份" });
    expect(month).toHaveValue("09");
    expect(within(month).getByRole("option", { name: "九月" })).toHaveProperty("selected", true);
  });
});

describe("spacing in the style panel", () => {
  it("each section's space above it, empty back to the default, out of range refused", () => {
    const { section } = setup("en");
    const spacing = screen.getByTestId("section-spacing");
    const projects = within(spacing).getByLabelText("Space above Projects (px)");
    expect(projects).toHaveValue("");
    expect(projects).toHaveAttribute("placeholder", "Default");
    fireEvent.change(projects, { target: { value: "24" } });
    expect(section("sample-project").styles).toEqual({ marginTop: 24 });
    fireEvent.change(projects, { target: { value: "900" } });
    expect(within(spacing).getByRole("alert")).toHaveTextContent("A whole number from -200 to 400");
    expect(section("sample-project").styles).toEqual({ marginTop: 24 });
    fireEvent.change(projects, { target: { value: "" } });
    expect(section("sample-project").styles).toEqual({});
  });

  it("in Chinese", () => {
    setup("zh");
    expect(within(screen.getByTestId("section-spacing")).getByLabelText("项目经历 上方间距（px）")).toBeInTheDocument();
  });
});

/** The basic info card (role queries over the whole editor are slow in jsdom). */
const basic = () => within(document.getElementById("editor-basic")!.closest("section")!);

describe("date of birth and WeChat", () => {
  it("an English resume offers them on request; a value already there is shown", () => {
    setup("en");
    expect(basic().queryByLabelText("Date of birth")).toBeNull();
    expect(basic().queryByLabelText("WeChat")).toBeNull();
    fireEvent.click(basic().getByRole("button", { name: "Add date of birth" }));
    expect(basic().getByLabelText("Date of birth")).toHaveValue("");
    expect(basic().queryByRole("button", { name: "Add date of birth" })).toBeNull();
    expect(basic().getByRole("button", { name: "Add WeChat" })).toBeInTheDocument();
  });

  it("an English resume that has a WeChat ID shows it", () => {
    setup("en", (data) => {
      data.basicInfo.wechat = "emily-c";
    });
    expect(basic().getByLabelText("WeChat")).toHaveValue("emily-c");
    expect(basic().queryByRole("button", { name: "Add WeChat" })).toBeNull();
  });

  it("a Chinese resume shows both", () => {
    setup("zh");
    expect(basic().getByLabelText("出生年月")).toHaveValue("1990-03");
    expect(basic().getByLabelText("微信")).toHaveValue("siyuan_dev");
    expect(basic().queryByRole("button", { name: /添加出生年月|添加微信/ })).toBeNull();
  });
});
