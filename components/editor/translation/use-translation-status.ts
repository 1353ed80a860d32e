// The copy's status against its source (GET /api/resumes/{id}/translation-status), read when the editor opens, after
// each action of the banner (`reload`) and when the window regains focus (the source is often edited in another tab).
import { useCallback, useEffect, useState } from "react";
import { getTranslationStatus } from "@/lib/client/api-client/translation-client";
import type { TranslationStatusDto } from "@/lib/shared/validations/resumes/translation-link";

type TStatusState =
  { step: "loading" } | { step: "error"; error: unknown } | { step: "ready"; status: TranslationStatusDto };

export function useTranslationStatus(resumeId: string) {
  const [state, setState] = useState<TStatusState>({ step: "loading" });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    getTranslationStatus(resumeId).then(
      (status) => live && setState({ step: "ready", status }),
      (error: unknown) => live && setState({ step: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [resumeId, tick]);
  useEffect(() => {
    window.addEventListener("focus", reload);
    return () => window.removeEventListener("focus", reload);
  }, [reload]);
  return { state, reload };
}
