"use client";
// A list of links the open resume owns, for the share panel (tracked links, share-links/; review links,
// review-links/): loaded when the panel opens, with a retry after a failed first load; a created or revoked link
// replaces its row at once from the answer.
import { useCallback, useEffect, useState } from "react";

export type ResumeLinksState<Link> = { status: "loading" } | { status: "error" } | { status: "ready"; links: Link[] };

export function useResumeLinks<Link extends { id: string }>(
  resumeId: string,
  list: (resumeId: string) => Promise<Link[]>,
) {
  const [state, setState] = useState<ResumeLinksState<Link>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    list(resumeId).then(
      (links) => live && setState({ status: "ready", links }),
      () => live && setState((old) => (old.status === "ready" ? old : { status: "error" })),
    );
    return () => {
      live = false;
    };
  }, [resumeId, attempt, list]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  /** A new link goes first (the list is newest first); a changed one takes its row's place. */
  const put = useCallback((link: Link) => {
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
