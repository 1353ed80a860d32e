"use client";
// Step 4 (docs/product.md §4): the profession check (pending, then valid or not), then the streamed generation (the
// draft grows with each `message`), then success and the editor after 2 s, or an error. On validateFail or an error the
// keyword is cleared (docs/product.md §4); running out of tokens opens the docs/product.md §8 dialog instead and keeps
// the input for a retry.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import type { CreatorHistoryEntry, CreatorInput, PartialDraft } from "./creator-types";

const EDITOR_DELAY_MS = 2000; // docs/product.md §4

export type GenerationPhase =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "generating" }
  | { kind: "success"; resumeId: string }
  | { kind: "invalid"; keyword: string }
  | { kind: "failed"; message: string };

type Options = {
  /** The keyword was refused or the run failed: the creator clears it (docs/product.md §4). */
  onClearKeyword: () => void;
  onInsufficientTokens: () => void;
  onHistory: (history: CreatorHistoryEntry[]) => void;
};

export function useGeneration({ onClearKeyword, onInsufficientTokens, onHistory }: Options) {
  const t = useTranslations("AiCreator.progress");
  const te = useTranslations("ApiErrors");
  const locale = useLocale();
  const router = useRouter();
  const [phase, setPhase] = useState<GenerationPhase>({ kind: "idle" });
  const [draft, setDraft] = useState<PartialDraft | null>(null);
  const abort = useRef<AbortController | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      abort.current?.abort();
      window.clearTimeout(timer.current);
    },
    [],
  );

  const fail = useCallback(
    async (error: unknown) => {
      // Loaded with the run, so already here; the page's first load carries neither.
      // Loaded on failure only: /ai's first load is at its budget (docs/benchmarks.md).
      const [{ LOST_CONNECTION }, { errorText }, { isInsufficientTokens }] = await Promise.all([
        import("./generation-stream"),
        import("@/lib/client/api-client/api-error"),
        import("@/components/ai/use-insufficient-tokens-dialog"),
      ]);
      if (isInsufficientTokens(error)) {
        setPhase({ kind: "idle" });
        onInsufficientTokens();
        return;
      }
      const message = error === LOST_CONNECTION ? t("streamLost") : t("failed", { message: errorText(error, te) });
      setPhase({ kind: "failed", message });
      onClearKeyword();
    },
    [onClearKeyword, onInsufficientTokens, t, te],
  );

  const start = useCallback(
    async (input: CreatorInput) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setDraft(null);
      setPhase({ kind: "checking" });
      const invalid = (keyword: string) => {
        setPhase({ kind: "invalid", keyword });
        onClearKeyword();
      };
      try {
        const { runGeneration } = await import("./run-generation");
        await runGeneration(input, locale, controller.signal, {
          onHistory,
          onGenerating: () => setPhase({ kind: "generating" }),
          onDraft: setDraft,
          onFinish: (resumeId) => {
            setPhase({ kind: "success", resumeId });
            timer.current = window.setTimeout(() => router.push(`/editor/${resumeId}`), EDITOR_DELAY_MS);
          },
          onInvalid: invalid,
          onError: (error) => void fail(error),
        });
      } catch (error) {
        // The run's code could not load (offline, a new deployment).
        if (!controller.signal.aborted) void fail(error);
      }
    },
    [fail, locale, onClearKeyword, onHistory, router],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    window.clearTimeout(timer.current);
    setPhase({ kind: "idle" });
    setDraft(null);
  }, []);

  return { phase, draft, start, reset };
}
