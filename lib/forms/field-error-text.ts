"use client";
// A field's schema message in the page's language: the admin and offer schemas answer English sentences (the API's),
// whose keys name the translation (Admin.validation, Offer.validation). An unknown sentence is shown as it is.
import type { FieldErrors } from "@/lib/forms/use-schema-form";

export function fieldErrorText<K extends string>(
  errors: FieldErrors,
  keyOf: (message: string | undefined) => K | undefined,
  translate: (key: K) => string,
) {
  return (...names: string[]): string | undefined => {
    const message = names.map((name) => errors[name]).find(Boolean);
    const key = keyOf(message);
    return key ? translate(key) : message;
  };
}
