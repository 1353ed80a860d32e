"use client";

import { useCallback, useState } from "react";
import { INSUFFICIENT_TOKENS } from "@/lib/shared/api/codes";
import { ApiError } from "@/lib/client/api-client/api-error";

/** An apiFetch failure, or an event-stream error payload `{ code }`, that means the balance cannot pay for the task. */
export function isInsufficientTokens(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === INSUFFICIENT_TOKENS;
  return typeof error === "object" && error !== null && "code" in error && error.code === INSUFFICIENT_TOKENS;
}

/**
 * For any AI call: pass its failure to `openIfInsufficientTokens`, which opens the docs/product.md §8 dialog and
 * answers true when the tokens ran out (the caller shows any other error itself), and render `<InsufficientTokensDialog
 * {...dialog} />`.
 */
export function useInsufficientTokensDialog() {
  const [open, setOpen] = useState(false);
  const openIfInsufficientTokens = useCallback((error: unknown): boolean => {
    if (!isInsufficientTokens(error)) return false;
    setOpen(true);
    return true;
  }, []);
  return { openIfInsufficientTokens, dialog: { open, onOpenChange: setOpen } };
}
