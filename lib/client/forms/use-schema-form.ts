"use client";
// Form state for the public pages' forms (sign-in, sign-up, reviews), validated with the API's own zod schema.
// Why not react-hook-form and a static schema import: together with zod they weigh ~45 kB gzip, and a public page may
// add only ~5 kB to the shared 155 kB shell (issue 6, docs/benchmarks.md "First-load JavaScript"). Here the inputs stay
// uncontrolled (the browser holds their values), the values are read from FormData on submit, and the schema module
// loads when the form first gets focus, so it is there by the time anyone submits.
// The behaviour follows react-hook-form's defaults: errors appear on submit, then follow every input; the first
// invalid field gets focus.
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

/** One message per field (the first issue of its path), keyed by the top-level field name. */
export type FieldErrors = Partial<Record<string, string>>;

type Options<S extends z.ZodType> = {
  /** The shared schema, imported on demand: `() => import("@/lib/shared/validations/…").then((m) => m.schema)`. */
  loadSchema: () => Promise<S>;
  /** The values to validate: read the form's inputs and add whatever lives outside them (a challenge token). */
  read: (data: FormData) => z.input<S>;
  /** Runs with the parsed values; it handles its own API errors. */
  onValid: (values: z.output<S>, form: HTMLFormElement) => Promise<void> | void;
  /** The schema module could not load (offline, a new deployment): say so like any failed request. */
  onLoadError: (error: unknown) => void;
};

function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

function focusField(form: HTMLFormElement, name: string | undefined): void {
  if (!name) return;
  const field = form.elements.namedItem(name);
  const target = field instanceof RadioNodeList ? field[0] : field;
  if (target instanceof HTMLElement) target.focus();
}

export function useSchemaForm<S extends z.ZodType>({ loadSchema, read, onValid, onLoadError }: Options<S>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const schema = useRef<Promise<S> | null>(null);
  const loaded = useRef<S | null>(null);
  const wasSubmitted = useRef(false);

  const load = useCallback(() => {
    // Zod's JIT probes `new Function` on its first parse, which the Content-Security-Policy reports as a violation:
    // switched off with the schema (loaded with it, so it adds nothing to the page's first load).
    schema.current ??= Promise.all([
      loadSchema(),
      import("zod/v4/core").then((core) => core.config({ jitless: true })),
    ]).then(
      ([value]) => (loaded.current = value),
      (error: unknown) => {
        // A later attempt may succeed (the network came back).
        schema.current = null;
        throw error;
      },
    );
    return schema.current;
  }, [loadSchema]);

  const onFocus = useCallback(() => void load().catch(() => undefined), [load]);

  // After a failed submit every input re-checks the form, so a fixed field loses its message at once.
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!wasSubmitted.current || !loaded.current) return;
      const result = loaded.current.safeParse(read(new FormData(event.currentTarget)));
      setErrors(result.success ? {} : toFieldErrors(result.error));
    },
    [read],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setIsSubmitting(true);
      try {
        let current: S;
        try {
          current = await load();
        } catch (error) {
          onLoadError(error);
          return;
        }
        wasSubmitted.current = true;
        const result = await current.safeParseAsync(read(new FormData(form)));
        if (!result.success) {
          const next = toFieldErrors(result.error);
          setErrors(next);
          focusField(form, Object.keys(next)[0]);
          return;
        }
        setErrors({});
        // A valid submit starts over: the next entry (e.g. a reset review form) is checked on its own submit again.
        wasSubmitted.current = false;
        await onValid(result.data, form);
      } finally {
        setIsSubmitting(false);
      }
    },
    [load, read, onValid, onLoadError],
  );

  return { formProps: { onSubmit, onFocus, onInput, noValidate: true }, errors, isSubmitting };
}

/** A text input's value from FormData ("" when absent), as the schemas expect strings. */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
