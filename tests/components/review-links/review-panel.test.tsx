// Issue 26 item 6: the reviewer's panel on a review link's page. Every printed section and entry has a "comment"
// button that opens the box right under it; the comment is checked with the API's schema before anything is sent,
// posted with the name kept for the next one, and added to the list at once; the server's refusal (the link revoked
// meanwhile) is shown translated; the panel speaks Chinese under /ch/c/. Only fetch, the network boundary, is scripted.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewPanel } from "@/components/review-links/review-panel";
import { commentTargets } from "@/lib/shared/review-links/comment-targets";
import { sampleResumeData } from "@/lib/shared/resume/sample-resume";
import type { PublicReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";
import { answer, calls, ok, resetNetwork } from "../orders/fetch-router";
import { renderWithIntl } from "../render-with-intl";

beforeEach(resetNetwork);

const TOKEN = "A".repeat(43);
const POST = `POST /api/review-links/${TOKEN}/comments`;
const data = sampleResumeData("en");
const targets = commentTargets(data.sections);
const work = data.sections.find((section) => section.id === "sample-empolyment")!;
const job = work.data[0]!;

const posted = (body: { sectionId: string; itemKey?: string | null; authorName: string; body: string }) =>
  ok({
    id: `c${calls.length}`,
    sectionId: body.sectionId,
    itemKey: body.itemKey ?? null,
    authorName: body.authorName,
    body: body.body,
    createdAt: "2026-11-28T10:00:00.000Z",
    resolved: false,
  } satisfies PublicReviewCommentDto);

describe("the reviewer's panel", () => {
  it("offers each printed section and entry, and posts a comment on an entry with the name kept", async () => {
    answer(POST, (body) => posted(body as Parameters<typeof posted>[0]));
    const user = userEvent.setup();
    renderWithIntl(<ReviewPanel token={TOKEN} targets={targets} initialComments={[]} />);
    expect(screen.getAllByTestId("review-target-section")).toHaveLength(targets.length);
    expect(screen.getByText("No comments yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Comment on ${job.title}` }));
    const form = screen.getByTestId("review-comment-form");
    expect(within(form).getByText(`On: ${work.name} › ${job.title}`)).toBeInTheDocument();
    // Checked before sending: no name, no text.
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    expect(await within(form).findByText("Write your name")).toBeInTheDocument();
    expect(within(form).getByText("Write a comment")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(within(form).getByRole("textbox", { name: "Your name" }), "Anna");
    await user.type(within(form).getByRole("textbox", { name: "Comment" }), "Lead with the result.");
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("heading", { name: "Comments through this link (1)" })).toBeInTheDocument();
    expect(screen.queryByTestId("review-comment-form")).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      sectionId: work.id,
      itemKey: job.id,
      authorName: "Anna",
      body: "Lead with the result.",
    });
    const comment = screen.getByTestId("review-page-comment");
    expect(comment).toHaveTextContent(`${work.name} › ${job.title}`);
    expect(comment).toHaveTextContent("Lead with the result.");

    // The next comment, on the whole section, starts with the name given.
    await user.click(screen.getByRole("button", { name: `Comment on the section ${work.name}` }));
    expect(screen.getByRole("textbox", { name: "Your name" })).toHaveValue("Anna");
    expect(screen.getByRole("textbox", { name: "Comment" })).toHaveFocus();
  });

  it("shows the server's refusal translated: the link revoked meanwhile", async () => {
    answer(POST, {
      status: 410,
      body: { code: 300403, key: "reviewLinkGone", message: "This review link is no longer available" },
    });
    const user = userEvent.setup();
    renderWithIntl(<ReviewPanel token={TOKEN} targets={targets} initialComments={[]} />);
    await user.click(screen.getByRole("button", { name: `Comment on ${job.title}` }));
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Anna");
    await user.type(screen.getByRole("textbox", { name: "Comment" }), "Hello");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This review link is no longer available. Ask the owner for a new link.",
    );
  });

  it("lists the link's comments with the owner's resolved mark, in Chinese under /ch/c/", () => {
    const zh = sampleResumeData("ch");
    const zhWork = zh.sections.find((section) => section.id === "sample-empolyment")!;
    renderWithIntl(
      <ReviewPanel
        token={TOKEN}
        targets={commentTargets(zh.sections)}
        initialComments={[
          {
            id: "c1",
            sectionId: zhWork.id,
            itemKey: null,
            authorName: "王老师",
            body: "先写成果。",
            createdAt: "2026-11-28T10:00:00.000Z",
            resolved: true,
          },
        ]}
      />,
      "zh",
    );
    expect(screen.getByRole("heading", { name: "通过此链接的留言（1）" })).toBeInTheDocument();
    expect(screen.getByText("已解决")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `点评板块：${zhWork.name}` })).toBeInTheDocument();
  });
});
