// Issue 27 items 2-4: the resume check card in the AI panel, shown with AI off too; findings grouped by kind with
// counts, each taking the keyboard to its field, "Dismiss" remembered in the resume's config, the empty state, the
// job description's missing keywords, and the one-click removal of an unreadable font size.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AiPanel } from "@/components/editor/ai/ai-panel";
import { BasicInfoForm } from "@/components/editor/basic-info-form";
import { EditorProvider } from "@/components/editor/editor-context";
import { focusField } from "@/components/editor/focus-field";
import { SectionsList } from "@/components/editor/sections-list";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { TResumeData } from "@/lib/shared/validations/resume-document/document";
import { renderWithIntl } from "../render-with-intl";

function setup(
  locale: "en" | "zh",
  change: (data: TResumeData) => void = () => undefined,
  onShowField?: (target: FieldTarget) => void,
) {
  const { data, config } = sampleResume(locale === "zh" ? "ch" : "en");
  change(data);
  const store = createEditorStore({
    _id: "r1",
    name: "CV",
    coverImg: null,
    updatedAt: "2026-01-01T10:00:00.000Z",
    uuid: "u1",
    version: 1,
    data,
    config,
  });
  renderWithIntl(
    <EditorProvider store={store}>
      <AiPanel resumeId="r1" flush={() => undefined} onShowField={onShowField ?? jest.fn()} />
      {/* The content forms only where a test goes to a field: they are most of the render's time. */}
      {onShowField && (
        <>
          <BasicInfoForm />
          <SectionsList />
        </>
      )}
    </EditorProvider>,
    locale,
  );
  return { store };
}

const card = (name: string) => screen.getByRole("region", { name });
const findings = async () => {
  await waitFor(() => expect(screen.getByTestId("resume-check")).toHaveAttribute("aria-busy", "false"));
  return screen.queryAllByTestId("resume-check-finding");
};

describe("the resume check card", () => {
  it.each([
    [
      "en",
      "Resume check",
      "3 findings",
      ["Impact 2", "Wording 1"],
      "Impact (2)",
      "This bullet has no number or result.",
    ],
    ["zh", "简历检查", "3 条发现", ["成果 3"], "成果 (3)", "这条描述没有数字或成果。"],
  ] as const)("%s: shows with AI off, grouped by kind with counts", async (locale, title, count, kinds, group, why) => {
    setup(locale);
    const region = card(title);
    expect(await findings()).toHaveLength(3);
    expect(within(region).getByTestId("resume-check")).toHaveTextContent(count);
    const counts = within(region).getByTestId("resume-check-counts");
    expect(
      within(counts)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(kinds);
    expect(within(region).getByRole("heading", { name: group })).toBeInTheDocument();
    expect(within(region).getAllByText(why).length).toBeGreaterThan(0);
    expect(region).not.toHaveTextContent("%");
    // With AI off, no AI card: the polish and translation need a model.
    expect(screen.queryByRole("region", { name: "AI polish" })).toBeNull();
  });

  it("takes the keyboard to the finding's field", async () => {
    setup(
      "en",
      (data) => {
        data.basicInfo.email = "emily.example.com";
      },
      (target) => focusField(target),
    );
    await findings();
    // Queried inside the card: a role query over the whole form (every year select's options) takes minutes in jsdom.
    const region = screen.getByTestId("resume-check").closest("section")!;
    const finding = within(region).getByRole("button", {
      name: /^Basic information "emily.example.com" does not look like an e-mail address.* Go to Basic information$/,
    });
    finding.focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toHaveAttribute("data-field-path", "basicInfo.email");
    expect(document.activeElement).toHaveValue("emily.example.com");
  });

  it("takes the keyboard to a bullet's description", async () => {
    setup(
      "en",
      () => undefined,
      (target) => focusField(target),
    );
    const [first] = await findings();
    await userEvent.click(within(first!).getAllByRole("button")[0]!);
    expect(document.activeElement?.tagName).toBe("TEXTAREA");
    expect(document.activeElement).toHaveAttribute(
      "data-field-path",
      "sections.sample-empolyment.sample-empolyment-3.description",
    );
  });

  it("dismisses a finding for this resume, and shows them again", async () => {
    const { store } = setup("en");
    const [first] = await findings();
    const why = within(first!).getAllByRole("button")[0]!.textContent ?? "";
    await userEvent.click(within(first!).getByRole("button", { name: /^Dismiss:/ }));
    expect(await findings()).toHaveLength(2);
    expect(store.getState().doc.config.checkDismissed).toHaveLength(1);
    expect(screen.getByText("1 finding dismissed")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show them again" }));
    expect(await findings()).toHaveLength(3);
    expect(store.getState().doc.config.checkDismissed).toEqual([]);
    expect(why).not.toBe("");
  });

  it.each([
    ["en", "No findings: the basics look right."],
    ["zh", "没有发现问题：基本项都没问题。"],
  ] as const)("%s: says so when there is nothing to find", async (locale, text) => {
    setup(locale, (data) => {
      data.sections = data.sections.filter((s) => s.type === "education" || s.type === "skills");
    });
    expect(await findings()).toEqual([]);
    expect(screen.getByTestId("resume-check")).toHaveTextContent(text);
  });

  it("adds the job description's missing keywords", async () => {
    setup("en");
    await findings();
    fireEvent.change(screen.getByLabelText("Job description"), { target: { value: "Terraform and Terraform again" } });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Job keywords (1)" })).toBeInTheDocument());
    expect(
      screen.getByText('The job description asks for "Terraform"; your resume does not mention it.'),
    ).toBeInTheDocument();
  });

  it("removes an unreadable font size in one click", async () => {
    const { store } = setup("zh", (data) => {
      data.sections[1]!.data[0]!.styles = { fontSize: 2, marginTop: 4 };
    });
    await findings();
    expect(screen.getByRole("heading", { name: "隐藏文字与关键词堆砌 (1)" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "删除这个字号" }));
    expect(store.getState().doc.data.sections[1]!.data[0]!.styles).toEqual({ marginTop: 4 });
    await waitFor(() => expect(screen.queryByRole("button", { name: "删除这个字号" })).toBeNull());
  });
});
