"use client";
// A failed submit in the page's language (CONTRIBUTING.md "Errors"): a refused field by its message key (the first of
// the answer's `details`), anything else (offline, a 404, a conflict) by errorText. Apart from field-error.ts so that
// a form that only checks fields (the AI creator's first load) does not carry errorText.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorText, fieldIssueOf } from "@/lib/client/api-client/api-error";
import { useFieldErrorText } from "./field-error";

export function useSubmitErrorText() {
  const fieldText = useFieldErrorText();
  const te = useTranslations("ApiErrors");
  return useCallback((error: unknown) => fieldText(fieldIssueOf(error)) ?? errorText(error, te), [fieldText, te]);
}
