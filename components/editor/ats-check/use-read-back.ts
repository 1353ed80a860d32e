"use client";
// The state of "What an ATS reads" (issue 25 item 1): one check at a time per panel, the last one asked for wins (a
// format picked while a check runs replaces it), the document saved first so the PDF prints what the editor shows.
import { useCallback, useRef, useState } from "react";
import { useLocale } from "next-intl";
import { readBackResume } from "@/lib/client/api-client/pdf-check-client";
import type { ReadBackDto } from "@/lib/shared/validations/pdf-check/read-back";
import type { TPdfFormat } from "@/lib/shared/validations/pdf/download";

type ReadBackState =
  | { status: "idle" }
  | { status: "loading"; format: TPdfFormat }
  | { status: "done"; format: TPdfFormat; result: ReadBackDto }
  | { status: "error"; format: TPdfFormat; error: unknown };

export function useReadBack(resumeId: string, flush: () => Promise<unknown> | undefined) {
  const locale = useLocale();
  const [state, setState] = useState<ReadBackState>({ status: "idle" });
  const latest = useRef(0);
  const run = useCallback(
    async (format: TPdfFormat) => {
      const id = ++latest.current;
      setState({ status: "loading", format });
      try {
        await flush();
        const result = await readBackResume(resumeId, { format }, locale);
        if (id === latest.current) setState({ status: "done", format, result });
      } catch (error) {
        if (id === latest.current) setState({ status: "error", format, error });
      }
    },
    [resumeId, flush, locale],
  );
  return { state, run };
}
