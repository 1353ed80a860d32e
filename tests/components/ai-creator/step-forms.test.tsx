// The creator's step forms (docs/product.md §5): the job title is required, examples fill it (4, expandable to 7);
// experience entries need title, organization and start date, an end date unless present, YYYY-MM, the end not before
// the start; the last entry must pass before another is added, a 5th gives a warning; Next drops blank entries; Skip.
import { useState } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  emptyExperience,
  emptyStep,
  type ExperienceStepState,
  type ExperienceValues,
} from "@/components/ai-creator/creator-types";
import { ExperienceStep } from "@/components/ai-creator/experience-step";
import { JobTitleStep } from "@/components/ai-creator/job-title-step";
import { renderWithIntl } from "../render-with-intl";

const valid: ExperienceValues = {
  title: "Engineer",
  organization: "Acme",
  startDate: "2020-01",
  endDate: "2021-06",
  isPresent: false,
  description: "",
};

function Work({
  initial = emptyStep(),
  onNext = jest.fn(),
  onSkip = jest.fn(),
}: {
  initial?: ExperienceStepState;
  onNext?: (entries: ExperienceValues[]) => void;
  onSkip?: () => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <ExperienceStep
      kind="work"
      state={state}
      headingId="h"
      onChange={(entries) => setState((current) => ({ ...current, entries }))}
      onBack={() => undefined}
      onNext={onNext}
      onSkip={onSkip}
    />
  );
}

const entries = () => screen.queryAllByTestId("work-entry");
const add = () => screen.getByRole("button", { name: "Add a job" });

describe("JobTitleStep", () => {
  it("requires a job title, and sends the trimmed one on", async () => {
    const user = userEvent.setup();
    const onNext = jest.fn();
    renderWithIntl(<JobTitleStep keyword="" headingId="h" onNext={onNext} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Job title must not be empty");
    expect(screen.getByLabelText("Job title")).toHaveFocus();
    await user.type(screen.getByLabelText("Job title"), "  Nurse ");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onNext).toHaveBeenCalledWith("Nurse"));
  });

  it("shows 4 example titles, expandable to 7, and an example fills the field (in Chinese too)", async () => {
    const user = userEvent.setup();
    renderWithIntl(<JobTitleStep keyword="" headingId="h" onNext={jest.fn()} />, "zh");
    const list = screen.getByRole("list", { name: "示例" });
    const examples = () =>
      within(list)
        .getAllByRole("button")
        .filter((b) => !b.hasAttribute("aria-expanded"));
    expect(examples()).toHaveLength(4);
    await user.click(within(list).getByRole("button", { name: "更多示例" }));
    expect(examples()).toHaveLength(7);
    expect(within(list).getByRole("button", { name: "收起示例" })).toHaveAttribute("aria-expanded", "true");
    await user.click(within(list).getByRole("button", { name: "产品经理" }));
    expect(screen.getByLabelText("职位名称")).toHaveValue("产品经理");
  });
});

describe("ExperienceStep", () => {
  it("adds a first entry, then refuses another until the last one passes the checks", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Work />);
    expect(screen.getByText("No jobs added yet.")).toBeInTheDocument();
    await user.click(add());
    expect(entries()).toHaveLength(1);
    await waitFor(() => expect(within(entries()[0]!).getByLabelText("Job title")).toHaveFocus());
    await user.click(add());
    const entry = entries()[0]!;
    expect(await within(entry).findByText("Title must not be empty")).toBeInTheDocument();
    expect(within(entry).getByText("Organization must not be empty")).toBeInTheDocument();
    expect(within(entry).getByText("Start date must not be empty")).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    // Messages follow the input once shown.
    await user.type(within(entry).getByLabelText("Job title"), "Engineer");
    await waitFor(() => expect(within(entry).queryByText("Title must not be empty")).not.toBeInTheDocument());
    await user.type(within(entry).getByLabelText("Company"), "Acme");
    await user.type(within(entry).getByLabelText("Start month"), "2020-01");
    expect(await within(entry).findByText("End date must not be empty unless present is ticked")).toBeInTheDocument();
    await user.click(within(entry).getByLabelText("Present"));
    expect(within(entry).getByLabelText("End month")).toBeDisabled();
    await waitFor(() => expect(within(entry).queryAllByRole("alert")).toHaveLength(0));
    await user.click(add());
    await waitFor(() => expect(entries()).toHaveLength(2));
  });

  it("warns at a 5th entry and adds nothing", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Work initial={{ entries: [valid, valid, valid, valid], isSkipped: false }} />);
    await user.click(add());
    expect(await screen.findByText("You can add at most 4 entries")).toBeInTheDocument();
    expect(entries()).toHaveLength(4);
  });

  it("checks dates on Next (YYYY-MM, the end not before the start), drops blank entries, and sends present", async () => {
    const user = userEvent.setup();
    const onNext = jest.fn();
    renderWithIntl(
      <Work
        initial={{ entries: [{ ...valid, endDate: "2019-12" }, emptyExperience()], isSkipped: false }}
        onNext={onNext}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("End date must not be before the start date")).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    expect(onNext).not.toHaveBeenCalled();
    await user.click(within(entries()[0]!).getByLabelText("Present"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(onNext).toHaveBeenCalledWith([{ ...valid, endDate: "", isPresent: true }]));
  });

  it("refuses a date that is not YYYY-MM", async () => {
    const user = userEvent.setup();
    const onNext = jest.fn();
    renderWithIntl(
      <Work initial={{ entries: [{ ...valid, startDate: "2020/01" }], isSkipped: false }} onNext={onNext} />,
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Dates must be in YYYY-MM format")).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();
  });

  it("skips without checking anything", async () => {
    const user = userEvent.setup();
    const onSkip = jest.fn();
    renderWithIntl(<Work initial={{ entries: [emptyExperience()], isSkipped: false }} onSkip={onSkip} />);
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the messages in Chinese", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <ExperienceStep
        kind="education"
        state={{ entries: [emptyExperience(), emptyExperience()].slice(0, 1), isSkipped: false }}
        headingId="h"
        onChange={() => undefined}
        onBack={() => undefined}
        onNext={jest.fn()}
        onSkip={jest.fn()}
      />,
      "zh",
    );
    await user.type(screen.getByLabelText("学校"), "北京大学");
    await user.click(screen.getByRole("button", { name: "添加教育经历" }));
    expect(await screen.findByText("开始日期不能为空")).toBeInTheDocument();
  });
});
