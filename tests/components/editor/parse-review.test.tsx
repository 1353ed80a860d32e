// The editor's marks on fields an upload's parser was unsure of (issue 14 item 5), with the real forms, store and
// review store; only fetch, the network boundary, is scripted. A marked field shows a "Check" badge whose popover
// gives the file's line and Accept; editing the field clears its mark (the server is told); the banner counts the
// marks, walks to them by keyboard and accepts all.
import { act, fireEvent, renderHook, screen, within } from "@testing-library/react";
import { EditorProvider } from "@/components/editor/editor-context";
import { BasicInfoForm } from "@/components/editor/basic-info-form";
import { ReviewBanner } from "@/components/editor/review/review-banner";
import { ReviewProvider } from "@/components/editor/review/review-context";
import { createReviewStore } from "@/components/editor/review/review-store";
import { useParseReview } from "@/components/editor/review/use-parse-review";
import { SectionsList } from "@/components/editor/sections-list";
import { ops } from "@/lib/client/editor/doc-ops";
import { createEditorStore } from "@/lib/client/editor/editor-store";
import { sampleResume } from "@/lib/shared/resume/sample-resume";
import type { ParseReviewItemDto } from "@/lib/shared/validations/resume-review/parse-review";
import type { ResumeDto } from "@/lib/shared/validations/resumes/resume-dto";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

const URL = "/api/resumes/r1/parse-review";

async function setup(locale: "en" | "zh" = "en") {
  const { data, config } = sampleResume(locale === "zh" ? "ch" : "en");
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
  const job = data.sections.find((s) => s.id === "sample-empolyment")!.data[0]!;
  const items: ParseReviewItemDto[] = [
    {
      path: "basicInfo.email",
      value: data.basicInfo.email,
      sourceLine: `E-mail ${data.basicInfo.email}`,
      confidence: 0.6,
    },
    {
      path: `sections.sample-empolyment.${job.id}.title`,
      value: job.title,
      sourceLine: `${job.title} 2019`,
      confidence: 0.6,
    },
    {
      path: `sections.sample-empolyment.${job.id}.startDate`,
      value: job.startDate,
      sourceLine: "2019",
      confidence: 0.5,
    },
  ];
  answer(`GET ${URL}`, ok({ items }));
  answer(`POST ${URL}`, ok({ accepted: 1, remaining: 0 }));
  const store = createEditorStore(resume);
  const review = createReviewStore("r1");
  renderWithIntl(
    <EditorProvider store={store}>
      <ReviewProvider store={review}>
        <ReviewBanner store={review} />
        <BasicInfoForm />
        <SectionsList />
      </ReviewProvider>
    </EditorProvider>,
    locale,
  );
  await act(() => review.load());
  return { store, review, items, job };
}

const badges = () => screen.queryAllByRole("button", { name: /^Check / });
const posts = () => calls.filter((c) => c.method === "POST").map((c) => c.body);

beforeAll(() => {
  // jsdom does no layout: "Show next" scrolls the mark into view in a browser.
  Element.prototype.scrollIntoView ??= () => undefined;
});
beforeEach(resetNetwork);

describe("review marks in the editor", () => {
  it("marks each unsure field with a badge whose popover shows the file's line", async () => {
    await setup();
    expect(screen.getByRole("heading", { name: "3 fields to check" })).toBeInTheDocument();
    const email = await screen.findByRole("button", { name: "Check Email: we were not sure we read it right" });
    expect(badges()).toHaveLength(3);
    expect(screen.getByLabelText("Email")).toHaveClass("border-amber-500");
    expect(screen.getByLabelText("Full name")).not.toHaveClass("border-amber-500");

    fireEvent.click(email);
    expect(email).toHaveAttribute("aria-expanded", "true");
    const popover = screen.getByRole("group", { name: "Check Email: we were not sure we read it right" });
    expect(within(popover).getByText("From your file:")).toBeInTheDocument();
    expect(within(popover).getByTestId("review-source")).toHaveTextContent(/^E-mail .+@/);
    // The keyboard lands on Accept; Escape closes and gives focus back to the badge.
    expect(within(popover).getByRole("button", { name: "Accept" })).toHaveFocus();
    fireEvent.keyDown(popover, { key: "Escape" });
    expect(screen.queryByRole("group", { name: /^Check Email/ })).toBeNull();
    expect(email).toHaveFocus();
  });

  it("Accept clears one mark, tells the server and keeps the value", async () => {
    const { store, items } = await setup();
    fireEvent.click(await screen.findByRole("button", { name: /^Check Email/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept" })));
    expect(posts()).toEqual([{ paths: ["basicInfo.email"] }]);
    expect(screen.queryByRole("button", { name: /^Check Email/ })).toBeNull();
    expect(screen.getByLabelText("Email")).not.toHaveClass("border-amber-500");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByRole("heading", { name: "2 fields to check" })).toBeInTheDocument();
    expect(store.getState().doc.data.basicInfo.email).toBe(items[0]!.value);
  });

  it("editing a marked field clears its mark for good and keeps the typing", async () => {
    const { store, job } = await setup();
    const card = within(screen.getByRole("region", { name: "Work Experience" })).getAllByTestId("item-editor")[0]!;
    await within(card).findByRole("button", { name: /^Check Company/ });
    expect(within(card).getByRole("button", { name: /^Check Start date/ })).toBeInTheDocument();
    const title = within(card).getByLabelText("Company");
    await act(async () => fireEvent.change(title, { target: { value: `${job.title} Ltd` } }));
    expect(posts()).toEqual([{ paths: [`sections.sample-empolyment.${job.id}.title`] }]);
    expect(within(card).queryByRole("button", { name: /^Check Company/ })).toBeNull();
    expect(within(card).getByRole("button", { name: /^Check Start date/ })).toBeInTheDocument();
    expect(title).toHaveValue(`${job.title} Ltd`);
    expect(store.getState().doc.data.sections.find((s) => s.id === "sample-empolyment")!.data[0]!.title).toBe(
      `${job.title} Ltd`,
    );
    // Typing the parser's text back does not bring the mark back.
    await act(async () => fireEvent.change(title, { target: { value: job.title } }));
    expect(within(card).queryByRole("button", { name: /^Check Company/ })).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it("deleting an entry drops the marks of its fields in one request", async () => {
    const { store, items } = await setup();
    await screen.findAllByRole("button", { name: /^Check / });
    await act(async () => store.edit(ops.removeItem("sample-empolyment", 0), { kind: "delete" }));
    expect(posts()).toEqual([{ paths: [items[1]!.path, items[2]!.path] }]);
    expect(badges()).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "1 field to check" })).toBeInTheDocument();
  });

  it("a resume with nothing to check loads nothing", () => {
    const { result } = renderHook(() => useParseReview("r1", false));
    expect(result.current).toBeNull();
    expect(calls).toEqual([]);
  });

  it("the banner walks to each mark by keyboard and accepts all", async () => {
    await setup();
    await screen.findAllByRole("button", { name: /^Check / });
    const next = screen.getByRole("button", { name: "Show next" });
    for (const index of [0, 1, 2, 0]) {
      await act(async () => fireEvent.click(next));
      expect(badges()[index]).toHaveFocus();
    }
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept all" })));
    expect(posts()).toEqual([{ all: true }]);
    expect(badges()).toHaveLength(0);
    expect(screen.queryByTestId("review-banner")).toBeNull();
  });

  it("puts a mark back and says why when the server refuses", async () => {
    await setup();
    answer(`POST ${URL}`, { status: 404, body: { code: 404, message: "Not found" } });
    fireEvent.click(await screen.findByRole("button", { name: /^Check Email/ }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept" })));
    expect(await screen.findByRole("button", { name: /^Check Email/ })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(/^Not accepted: /);
    expect(screen.getByRole("heading", { name: "3 fields to check" })).toBeInTheDocument();
  });

  it("speaks Chinese in a Chinese editor", async () => {
    await setup("zh");
    expect(screen.getByRole("heading", { name: "3 个字段待核对" })).toBeInTheDocument();
    expect(await screen.findAllByRole("button", { name: /^核对「/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "全部接受" })).toBeInTheDocument();
  });
});
