"use client";
// The reviewers' comments on the open resume for the share panel (issue 26 item 6): loaded when the panel opens and
// on "refresh" (a reviewer may be commenting while the owner edits), with a retry after a failed first load; a
// resolved, reopened or deleted comment changes its row at once from the answer.
import { useCallback, useEffect, useState } from "react";
import { listReviewComments } from "@/lib/client/api-client/review-link-client";
import type { ReviewCommentDto } from "@/lib/shared/validations/review-links/review-link";

export type ReviewCommentsState =
  { status: "loading" } | { status: "error" } | { status: "ready"; comments: ReviewCommentDto[] };

export function useReviewComments(resumeId: string) {
  const [state, setState] = useState<ReviewCommentsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listReviewComments(resumeId).then(
      (comments) => live && setState({ status: "ready", comments }),
      () => live && setState((old) => (old.status === "ready" ? old : { status: "error" })),
    );
    return () => {
      live = false;
    };
  }, [resumeId, attempt]);
  /** Reads the list again; the rows shown stay until the answer comes. */
  const reload = useCallback(() => {
    setState((old) => (old.status === "ready" ? old : { status: "loading" }));
    setAttempt((n) => n + 1);
  }, []);
  const put = useCallback((comment: ReviewCommentDto) => {
    setState((old) =>
      old.status === "ready"
        ? { status: "ready", comments: old.comments.map((row) => (row.id === comment.id ? comment : row)) }
        : old,
    );
  }, []);
  const remove = useCallback((id: string) => {
    setState((old) =>
      old.status === "ready" ? { status: "ready", comments: old.comments.filter((row) => row.id !== id) } : old,
    );
  }, []);
  return { state, reload, put, remove };
}
