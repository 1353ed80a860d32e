"use client";
// The applications page's list (issue 26 item 5): loaded whole once (at most 500, so no paging), then kept in step with
// each answer of an add, edit, move or delete, last changed first as the API lists them.
import { useCallback, useEffect, useState } from "react";
import { listApplications } from "@/lib/client/api-client/application-client";
import type { ApplicationDto } from "@/lib/shared/validations/applications/application";

export type ApplicationsState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; applications: ApplicationDto[] };

export function useApplications() {
  const [state, setState] = useState<ApplicationsState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listApplications(controller.signal).then(
      (applications) => setState({ status: "ready", applications }),
      () => !controller.signal.aborted && setState({ status: "failed" }),
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);

  /** An application the API answered (added or changed) goes first, as the newest change. */
  const put = useCallback((application: ApplicationDto) => {
    setState((current) =>
      current.status === "ready"
        ? {
            status: "ready",
            applications: [application, ...current.applications.filter((a) => a.id !== application.id)],
          }
        : current,
    );
  }, []);

  const remove = useCallback((id: string) => {
    setState((current) =>
      current.status === "ready"
        ? { status: "ready", applications: current.applications.filter((a) => a.id !== id) }
        : current,
    );
  }, []);

  return { state, reload, put, remove };
}
