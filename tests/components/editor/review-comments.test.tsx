// Issue 26 item 6: the owner's side of review links in the share panel. "Comments (N)": loading, failure with a retry,
// the empty state, the open comments then the resolved ones, each with its place named from the resume as it is now
// (or "since deleted"), author, link and text; resolve and reopen, go to field, delete behind a confirmation, in both
// languages. The review links card: 14 days unless another is picked, the new link shown once to copy, the 10-link
// cap's translated refusal. Only fetch, the network boundary, is scripted.
import { jest } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewCommentsCard } from "@/components/editor/review-links/review-comments-card";
import { ReviewLinksCard } from "@/components/editor/review-links/review-links-card";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import type { FieldTarget } from "@/lib/shared/resume-check/types";
import type {
  CreatedReviewLinkDto,
  ReviewCommentDto,
  ReviewLinkDto,
} from "@/lib/shared/validations/review-links/review-link";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

beforeEach(resetNetwork);

const COMMENTS = "GET /api/resumes/r1/review-comments";
const data = sampleResumeData("en");
const work = data.sections.find((section) => section.id === "sample-empolyment")!;
const job = work.data[0]!;

function comment(overrides: Partial<ReviewCommentDto> = {}): ReviewCommentDto {
  return {
    id: "c1",
    reviewLinkId: "l1",
    linkLabel: "Coach Anna",
    sectionId: work.id,
    itemKey: job.id!,
    authorName: "Anna",
    body: "Lead with the result.\nThen the how.",
    createdAt: "2026-11-28T10:00:00.000Z",
    resolvedAt: null,
    ...overrides,
  };
}

function setup(locale: "en" | "zh" = "en") {
  const onShowField = jest.fn<(target: FieldTarget) => void>();
  renderWithIntl(<ReviewCommentsCard resumeId="r1" data={data} onShowField={onShowField} />, locale);
  return { onShowField };
}

describe("the comments", () => {
  it("shows loading, then the open comments and the resolved ones, each where it is pinned", async () => {
    answer(
      COMMENTS,
      ok([
        comment(),
        comment({ id: "c2", itemKey: null, authorName: "Li", body: "Shorter, please." }),
        comment({ id: "c3", itemKey: "gone-item", authorName: "Bo", resolvedAt: "2026-11-28T11:00:00.000Z" }),
      ]),
    );
    setup();
    expect(screen.getByRole("status")).toHaveTextContent("Loading comments…");
    expect(await screen.findByRole("heading", { name: "Comments (3)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Open (2)" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Resolved (1)" })).toBeInTheDocument();

    const open = within(screen.getByTestId("review-comments-open")).getAllByTestId("review-comment");
    expect(open).toHaveLength(2);
    const onItem = within(open[0]!);
    expect(onItem.getByText(`${work.name} › ${job.title}`)).toBeInTheDocument();
    expect(onItem.getByText("Anna")).toBeInTheDocument();
    expect(onItem.getByText("via Coach Anna")).toBeInTheDocument();
    // Plain text with its line break, never markup.
    expect(onItem.getByText(/Lead with the result\.\s+Then the how\./)).toBeInTheDocument();
    expect(within(open[1]!).getByText(work.name)).toBeInTheDocument();

    const resolved = within(screen.getByTestId("review-comments-resolved"));
    expect(resolved.getByText("A part of the resume since deleted")).toBeInTheDocument();
    // Nothing to go to for a deleted entry; it can be reopened.
    expect(resolved.queryByRole("button", { name: /Go to/ })).not.toBeInTheDocument();
    expect(resolved.getByRole("button", { name: "Reopen the comment by Bo" })).toBeInTheDocument();
  });

  it("shows the empty state, and a failed load with a retry", async () => {
    answer(COMMENTS, { status: 500, body: { code: 500, message: "boom" } }, ok([]));
    const user = userEvent.setup();
    setup();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the comments.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No comments yet/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
  });

  it("resolves a comment, which moves to the resolved ones, and reopens it", async () => {
    answer(COMMENTS, ok([comment()]));
    answer("PATCH /api/resumes/r1/review-comments/c1", (body) =>
      ok(comment({ resolvedAt: (body as { resolved: boolean }).resolved ? "2026-11-28T12:00:00.000Z" : null })),
    );
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Resolve the comment by Anna" }));
    expect(await screen.findByRole("heading", { name: "Resolved (1)" })).toBeInTheDocument();
    expect(screen.getByText("Every comment is resolved.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ resolved: true });

    await user.click(screen.getByRole("button", { name: "Reopen the comment by Anna" }));
    expect(await screen.findByRole("heading", { name: "Open (1)" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { resolved: true },
      { resolved: false },
    ]);
  });

  it("goes to the entry's title field by its id and place", async () => {
    answer(COMMENTS, ok([comment()]));
    const user = userEvent.setup();
    const { onShowField } = setup();
    await user.click(await screen.findByRole("button", { name: `Go to field: ${work.name} › ${job.title}` }));
    expect(onShowField).toHaveBeenCalledWith({ sectionId: work.id, itemId: job.id, itemIndex: 0, field: "title" });
  });

  it("deletes only after the confirmation", async () => {
    answer(COMMENTS, ok([comment()]));
    answer("DELETE /api/resumes/r1/review-comments/c1", ok({ id: "c1" }));
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole("button", { name: "Delete the comment by Anna" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete the comment by Anna" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("speaks Chinese in the zh editor", async () => {
    answer(COMMENTS, ok([comment()]));
    setup("zh");
    expect(await screen.findByRole("heading", { name: "留言（1）" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "将 Anna 的留言标记为已解决" })).toBeInTheDocument();
    expect(screen.getByText("来自 Coach Anna")).toBeInTheDocument();
  });
});

describe("the review links card", () => {
  const LINKS = "GET /api/resumes/r1/review-links";
  const CREATE = "POST /api/resumes/r1/review-links";
  const TOKEN = "A".repeat(43);
  const link = (overrides: Partial<ReviewLinkDto> = {}): ReviewLinkDto => ({
    id: "l1",
    label: "Coach Anna",
    createdAt: "2026-11-28T10:00:00.000Z",
    expiresAt: "2026-12-12T10:00:00.000Z",
    revokedAt: null,
    status: "active",
    comments: 2,
    ...overrides,
  });

  it("makes a link for 14 days unless told, shows it once to copy, and lists it without its address", async () => {
    answer(LINKS, ok([]));
    answer(CREATE, (body) =>
      ok({
        ...link({ id: "l2", label: (body as { label: string }).label, comments: 0 }),
        path: `/c/${TOKEN}`,
      } satisfies CreatedReviewLinkDto),
    );
    const user = userEvent.setup();
    renderWithIntl(<ReviewLinksCard resumeId="r1" />);
    await screen.findByText("No review links yet.");
    expect(screen.getByRole("combobox", { name: "Works for" })).toHaveValue("14");
    await user.type(screen.getByRole("textbox", { name: "Who is reviewing?" }), "Li Wei");
    await user.click(screen.getByRole("button", { name: "Create review link" }));
    const created = await screen.findByTestId("created-review-link");
    expect(within(created).getByRole("textbox", { name: "Li Wei" })).toHaveValue(
      `${window.location.origin}/c/${TOKEN}`,
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ label: "Li Wei", expiresInDays: 14 });
    const row = within(screen.getByTestId("review-link-item"));
    expect(row.getByText("Li Wei")).toBeInTheDocument();
    expect(row.getByText("No comments yet")).toBeInTheDocument();
    expect(screen.getByTestId("review-link-item")).not.toHaveTextContent(TOKEN);
    await user.click(within(created).getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("created-review-link")).not.toBeInTheDocument();
  });

  it("shows the cap's translated refusal", async () => {
    answer(LINKS, ok([link()]));
    answer(CREATE, {
      status: 400,
      body: { code: 300401, key: "reviewLinkLimitReached", values: { max: 10 }, message: "cap" },
    });
    const user = userEvent.setup();
    renderWithIntl(<ReviewLinksCard resumeId="r1" />);
    expect(await screen.findByText("2 comments")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Who is reviewing?" }), "One more");
    await user.click(screen.getByRole("button", { name: "Create review link" }));
    expect(
      await screen.findByText("A resume can have up to 10 open review links; revoke one to make another"),
    ).toBeInTheDocument();
  });
});
