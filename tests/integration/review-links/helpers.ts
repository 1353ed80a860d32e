// Review links through their routes (createHandler, as production runs them): the owner's links and comments, and the
// reviewer's post with no account from a client address (the header the server in front of Next writes,
// lib/server/api/client-address.ts). Each test draws fresh addresses: rate-limit counters outlive a run in Redis.
import { randomInt } from "node:crypto";
import { expect } from "@jest/globals";
import { call, dataOf, type TestUser } from "@/tests/integration/resumes/helpers";
import { GET as listLinksRoute, POST as createRoute } from "@/app/api/resumes/[id]/review-links/route";
import { POST as revokeRoute } from "@/app/api/resumes/[id]/review-links/[linkId]/revoke/route";
import { GET as listCommentsRoute } from "@/app/api/resumes/[id]/review-comments/route";
import { DELETE as deleteRoute, PATCH as resolveRoute } from "@/app/api/resumes/[id]/review-comments/[commentId]/route";
import { POST as postRoute } from "@/app/api/review-links/[token]/comments/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/api/client-address";
import type { CreatedReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";

const links = (resumeId: string) => `/api/resumes/${resumeId}/review-links`;
const comments = (resumeId: string) => `/api/resumes/${resumeId}/review-comments`;

/** An address from the documentation range 198.18.0.0/15 no other test uses. */
export const freshAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const listLinks = (user: TestUser, resumeId: string) =>
  call(listLinksRoute, { user, path: links(resumeId), params: { id: resumeId } });

export const createLink = (user: TestUser, resumeId: string, body: unknown) =>
  call(createRoute, { method: "POST", user, path: links(resumeId), params: { id: resumeId }, body });

export const revokeLink = (user: TestUser, resumeId: string, linkId: string) =>
  call(revokeRoute, {
    method: "POST",
    user,
    path: `${links(resumeId)}/${linkId}/revoke`,
    params: { id: resumeId, linkId },
  });

export const listComments = (user: TestUser, resumeId: string) =>
  call(listCommentsRoute, { user, path: comments(resumeId), params: { id: resumeId } });

export const resolveComment = (user: TestUser, resumeId: string, commentId: string, resolved: unknown) =>
  call(resolveRoute, {
    method: "PATCH",
    user,
    path: `${comments(resumeId)}/${commentId}`,
    params: { id: resumeId, commentId },
    body: { resolved },
  });

export const deleteComment = (user: TestUser, resumeId: string, commentId: string) =>
  call(deleteRoute, {
    method: "DELETE",
    user,
    path: `${comments(resumeId)}/${commentId}`,
    params: { id: resumeId, commentId },
  });

type Visitor = { address?: string; headers?: Record<string, string>; user?: TestUser };

/** A reviewer's POST /api/review-links/{token}/comments, from a fresh address unless told. */
export const postComment = (
  token: string,
  body: unknown,
  { address = freshAddress(), headers = {}, user }: Visitor = {},
) =>
  call(postRoute, {
    method: "POST",
    user,
    path: `/api/review-links/${token}/comments`,
    params: { token },
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: address, ...headers },
  });

export async function newLink(
  user: TestUser,
  resumeId: string,
  body: Record<string, unknown> = { label: "Coach Anna" },
): Promise<CreatedReviewLinkDto & { token: string }> {
  const created = await createLink(user, resumeId, body);
  expect(created.status).toBe(200);
  const link = dataOf<CreatedReviewLinkDto>(created);
  return { ...link, token: link.path.replace(/^\/c\//, "") };
}

/** A comment on the sample resume's first job (tests/integration/resumes/helpers.ts seedResume). */
export const onFirstJob = (body: Record<string, unknown> = {}) => ({
  sectionId: "sample-empolyment",
  itemKey: "sample-empolyment-1",
  authorName: "Anna",
  body: "Lead with the result.",
  ...body,
});
