"use client";
// The upload's state (docs/product.md §4): 0 choose, 1 creating the task, 2 parsing (with the stream's progress), 3
// done, then the editor after a 3-second countdown (docs/product.md §9) unless the user goes now. A failure stays on
// the step it happened in, with 'Failed to upload resume' or 'Failed to parse resume' and the reason (docs/product.md
// §8).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { errorText } from "@/lib/client/api-client/api-error";
import type { ResumeFileKind } from "./check-resume-file";

const EDITOR_COUNTDOWN_SECONDS = 3;

export type UploadPhase =
  | { kind: "choose" }
  | { kind: "creating"; fileName: string }
  | { kind: "parsing"; fileName: string; progress: number; step?: string }
  | { kind: "done"; resumeId: string; message: string; seconds: number }
  | { kind: "failed"; stage: "upload" | "parse"; reason: string; fileName: string };

const loadFlow = () => import("./upload-flow");

/** Loads the request code ahead of the first file (when the browser is idle); failures are retried on use. */
export const preloadUploadFlow = () => void loadFlow().catch(() => undefined);

export const stepOf = (phase: UploadPhase): number =>
  phase.kind === "choose"
    ? 0
    : phase.kind === "creating"
      ? 1
      : phase.kind === "parsing"
        ? 2
        : phase.kind === "done"
          ? 3
          : phase.stage === "upload"
            ? 1
            : 2;

export function useResumeUpload() {
  const t = useTranslations("ResumeUpload.errors");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const router = useRouter();
  const [phase, setPhase] = useState<UploadPhase>({ kind: "choose" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const resumeId = phase.kind === "done" ? phase.resumeId : null;
  const seconds = phase.kind === "done" ? phase.seconds : null;
  useEffect(() => {
    if (resumeId === null || seconds === null) return;
    if (seconds <= 0) {
      router.push(`/editor/${resumeId}`);
      return;
    }
    const timer = window.setTimeout(
      () => setPhase((current) => (current.kind === "done" ? { ...current, seconds: current.seconds - 1 } : current)),
      1000,
    );
    return () => window.clearTimeout(timer);
  }, [resumeId, seconds, router]);

  const start = useCallback(
    async (file: File, kind: ResumeFileKind) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const fileName = file.name;
      setPhase({ kind: "creating", fileName });
      const fail = (stage: "upload" | "parse", reason: string) => setPhase({ kind: "failed", stage, reason, fileName });
      let flow: Awaited<ReturnType<typeof loadFlow>>;
      try {
        flow = await loadFlow();
      } catch {
        fail("upload", te("network"));
        return;
      }
      const { runUpload, STREAM_LOST } = flow;
      await runUpload(
        { file, kind, locale, signal: controller.signal },
        {
          onTask: () => setPhase({ kind: "parsing", fileName, progress: 0 }),
          onProgress: ({ progress, step }) =>
            setPhase((current) =>
              current.kind === "parsing"
                ? { ...current, progress: Math.min(100, Math.max(current.progress, progress ?? 0)), step }
                : current,
            ),
          onFinish: ({ resumeId: id, message }) =>
            setPhase({ kind: "done", resumeId: id, message, seconds: EDITOR_COUNTDOWN_SECONDS }),
          onError: (stage, error) => fail(stage, error === STREAM_LOST ? t("streamLost") : errorText(error, te)),
        },
      );
    },
    [locale, t, te],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setPhase({ kind: "choose" });
  }, []);

  return { phase, start, reset };
}
