"use client";
// The one way a form shows a field's problem (CONTRIBUTING.md "Errors"): a message key, either a schema's message
// ('AuthValidation.emailRequired', lib/shared/validations/message-key.ts) or a refused request's `details[].key` with its
// values (fieldIssueOf), translated here in the page's language. A text that is no key (an API error already put
// into words with errorText) is shown as it is.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldIssue } from "@/lib/client/api-client/api-error";

export function useFieldErrorText() {
  const t = useTranslations();
  return useCallback(
    (error: string | FieldIssue | undefined): string | undefined => {
      if (!error) return undefined;
      const { key, values } = typeof error === "string" ? { key: error, values: undefined } : error;
      // Keys arrive as data (a schema's message, a response); next-intl types only literal keys.
      const messageKey = key as Parameters<typeof t>[0];
      return t.has(messageKey) ? t(messageKey, values) : key;
    },
    [t],
  );
}
