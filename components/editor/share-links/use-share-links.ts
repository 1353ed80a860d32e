"use client";
// The tracked links of the open resume for the share panel (issue 26 item 4): loaded when the panel opens, with a
// retry after a failed first load; a created or revoked link replaces its row at once from the answer.
import { useCallback, useEffect, useState } from "react";
import { listShareLinks } from "@/lib/client/api-client/share-link-client";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";

export type ShareLinksState = { status: "loading" } | { status: "error" } | { status: "ready"; links: ShareLinkDto[] };

export function useShareLinks(resumeId: string) {
  const [state, setState] = useState<ShareLinksState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    listShareLinks(resumeId).then(
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
  const put = useCallback((link: ShareLinkDto) => {
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
