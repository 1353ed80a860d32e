// Each section kind asks for its own fields (issue #11 item 21): skills a name and a level from a fixed scale,
// languages a language and a proficiency, dated entries month pickers with 'present', simple modules a title and a
// description; older free text stays as typed. (Updated for issue 21 item 5: per-kind labels, year and month selects
// instead of <input type="month">, and the px fields moved to the style panel.)
import { fireEvent, screen, within } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { SectionsList } from "@/components/editor/sections-list";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { renderWithIntl } from "../render-with-intl";

function setup(change: (data: TResumeData) => void = () => undefined, locale: "en" | "zh" = "en") {
  const { data, config } = sampleResume(locale === "zh" ? "ch" : "en");
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
      <SectionsList />
    </EditorProvider>,
    locale,
  );
  const section = (id: string) => store.getState().doc.data.sections.find((s) => s.id === id)!;
  return { store, section };
}
const card = (name: string) => screen.getByRole("region", { name });
const entries = (name: string) => within(card(name)).getAllByTestId("item-editor");
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("section forms", () => {
  it("skills: a name and a level from the fixed scale, no city or dates", () => {
    const { section } = setup();
    const first = entries("Skills")[0]!;
    expect(within(first).getByLabelText("Skill")).toHaveValue("TypeScript");
    const level = within(first).getByRole("combobox", { name: "Level" });
    expect(options(level)).toEqual(["Not stated", "Beginner", "Intermediate", "Advanced", "Expert"]);
    expect(within(level).getByRole("option", { name: "Expert" })).toHaveProperty("selected", true);
    for (const gone of ["City", "Start date", "End date", "Position", "Description"])
      expect(within(first).queryByLabelText(gone)).toBeNull();
    fireEvent.change(level, { target: { value: "1" } });
    expect(section("sample-skills").data[0]!.description).toBe("Intermediate");
  });

  it("languages: a language and a proficiency; an older free-text proficiency is kept as typed", () => {
    const { section } = setup();
    const [english, spanish] = entries("Languages");
    expect(within(english!).getByLabelText("Language")).toHaveValue("English");
    const proficiency = within(english!).getByRole("combobox", { name: "Proficiency" });
    expect(options(proficiency)).toEqual([
      "Not stated",
      "Elementary",
      "Conversational",
      "Professional",
      "Fluent",
      "Native",
    ]);
    expect(within(proficiency).getByRole("option", { name: "Native" })).toHaveProperty("selected", true);
    const typed = within(within(spanish!).getByRole("combobox", { name: "Proficiency" })).getByRole("option", {
      name: "Professional working proficiency (C1) (as typed)",
    });
    expect(typed).toHaveProperty("selected", true);
    expect(section("sample-language").data[1]!.subTitle).toBe("Professional working proficiency (C1)");
    fireEvent.change(proficiency, { target: { value: "3" } });
    expect(section("sample-language").data[0]!.subTitle).toBe("Fluent");
  });

  it("in a Chinese resume the scales are worded in Chinese", () => {
    setup(undefined, "zh");
    const level = within(entries("专业技能")[0]!).getByRole("combobox", { name: "掌握程度" });
    expect(options(level)).toEqual(["不注明", "了解", "熟悉", "熟练", "精通"]);
  });

  it("work: year and month selects and a 'present' toggle that stores present", () => {
    const { section } = setup();
    const job = entries("Work Experience")[0]!;
    expect(within(job).getByRole("combobox", { name: "Start date: year" })).toHaveValue("2020");
    expect(within(job).getByRole("combobox", { name: "Start date: month" })).toHaveValue("02");
    expect(job.querySelector('input[type="month"]')).toBeNull();
    const present = within(job).getByRole("checkbox", { name: "Ongoing (present)" });
    expect(present).not.toBeChecked();
    fireEvent.click(present);
    expect(section("sample-empolyment").data[0]!.endDate).toBe("present");
    expect(within(job).queryByRole("group", { name: "End date" })).toBeNull();
    fireEvent.click(within(job).getByRole("checkbox", { name: "Ongoing (present)" }));
    expect(section("sample-empolyment").data[0]!.endDate).toBe("");
    fireEvent.change(within(job).getByRole("combobox", { name: "End date: year" }), { target: { value: "2024" } });
    expect(section("sample-empolyment").data[0]!.endDate).toBe("2024");
    fireEvent.change(within(job).getByRole("combobox", { name: "End date: month" }), { target: { value: "05" } });
    expect(section("sample-empolyment").data[0]!.endDate).toBe("2024-05");
  });

  it("older free-text dates: a month opens in the selects, other text stays as typed and unchanged", () => {
    const { section } = setup((data) => {
      const work = data.sections.find((s) => s.id === "sample-empolyment")!;
      work.data[0] = { ...work.data[0]!, startDate: "2019年3月", endDate: "Summer 2021" };
    });
    const job = entries("Work Experience")[0]!;
    expect(within(job).getByRole("combobox", { name: "Start date: year" })).toHaveValue("2019");
    expect(within(job).getByRole("combobox", { name: "Start date: month" })).toHaveValue("03");
    const end = within(job).getByLabelText("End date");
    expect(end).toHaveAttribute("type", "text");
    expect(end).toHaveValue("Summer 2021");
    expect(within(job).getByText(/kept and printed as typed/)).toBeInTheDocument();
    expect(section("sample-empolyment").data[0]).toMatchObject({ startDate: "2019年3月", endDate: "Summer 2021" });
    fireEvent.click(within(job).getByRole("button", { name: "Pick a month instead" }));
    expect(within(job).getByRole("combobox", { name: "End date: year" })).toHaveValue("");
    expect(section("sample-empolyment").data[0]!.endDate).toBe("Summer 2021");
  });

  it("certificates: a date obtained and a validity, no 'present' and no city", () => {
    setup();
    const certificate = entries("Certificates")[0]!;
    expect(within(certificate).getByRole("group", { name: "Date obtained" })).toBeInTheDocument();
    expect(within(certificate).getByRole("combobox", { name: "Date obtained: year" })).toHaveValue("2023");
    expect(within(certificate).queryByRole("checkbox", { name: "Ongoing (present)" })).toBeNull();
    expect(within(certificate).queryByLabelText("Location")).toBeNull();
  });

  it("simple modules: a title and a description only, in the words of the module", () => {
    setup();
    const hobby = entries("Hobbies")[0]!;
    expect(within(hobby).getByLabelText("Hobby")).toHaveValue("Trail running");
    expect(within(hobby).getByLabelText("Details")).toBeInTheDocument();
    for (const gone of ["City", "Start date", "End date", "Subtitle"])
      expect(within(hobby).queryByLabelText(gone)).toBeNull();
  });

  it("sections have no px fields of their own (they moved to the style panel)", () => {
    setup();
    expect(screen.queryByText("Advanced", { selector: "summary" })).toBeNull();
    expect(screen.queryByLabelText(/Top margin|Space above/)).toBeNull();
  });
});
