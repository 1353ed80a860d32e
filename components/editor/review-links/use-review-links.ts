"use client";
// The review links of the open resume for the share panel (issue 26 item 6): loaded when the panel opens, with a retry
// after a failed first load; a created or revoked link replaces its row at once from the answer.
import { useCallback, useEffect, useState } from "react";
import { listReviewLinks } from "@/lib/client/api-client/review-link-client";
import type { ReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";

export type ReviewLinksState =
  { status: "loading" } | { status: "error" } | { status: "ready"; links: ReviewLinkDto[] };

export function useReviewLinks(resumeId: string) {
  const [state, setState] = useState<ReviewLinksState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listReviewLinks(resumeId).then(
      (links) => live && setState({ status: "ready", links }),
      () => live && setState((old) => (old.status === "ready" ? old : { status: "error" })),
    );
    return () => {
      live = false;
    };
  }, [resumeId, attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  /** A new link goes first (the list is newest first); a changed one takes its row's place. */
  const put = useCallback((link: ReviewLinkDto) => {
    setState((old) => {
      const links = old.status === "ready" ? old.links : [];
      const known = links.some((row) => row.id === link.id);
      return {
        status: "ready",
        links: known ? links.map((row) => (row.id === link.id ? link : row)) : [link, ...links],
      };
    });
  }, []);
  return { state, retry, put };
}
