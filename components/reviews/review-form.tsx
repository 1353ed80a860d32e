"use client";
// Write a review: rating 1–5 and 10–1000 characters, checked with the API's own schema before sending. It is stored
// pending, so the form says plainly that it shows up after moderation. Visitors get a sign-in link instead.
// The limits and message keys come from a zod-free module; the schema itself loads with the form's first focus.
import { useState } from "react";
import { cn } from "@/lib/shared/utils/cn";
import { Star } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { useIsSignedIn } from "@/lib/client/api-client/use-is-signed-in";
import { useFieldErrorText } from "@/lib/client/forms/field-error";
import { formText, useSchemaForm } from "@/lib/client/forms/use-schema-form";
import { REVIEW_MAX_LENGTH } from "@/lib/shared/validations/reviews/review-rules";
import type { TCreateReview } from "@/lib/shared/validations/reviews/review";

const loadSchema = () => import("@/lib/shared/validations/reviews/review").then((mod) => mod.ZCreateReview);
type Outcome = { kind: "sent" } | { kind: "error"; message: string } | null;

function ReviewFormFields() {
  const t = useTranslations("Reviews");
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [rating, setRating] = useState(0);
  const errorText = useFieldErrorText();

  const onValid = async (values: TCreateReview, form: HTMLFormElement) => {
    setOutcome(null);
    const result = await import("./send-review")
      .then(({ sendReview }) => sendReview(values))
      .catch(() => "network" as const);
    if (result === "sent") {
      form.reset();
      setRating(0);
      setOutcome({ kind: "sent" });
    } else if (typeof result === "object") {
      setOutcome({ kind: "error", message: errorText(result.refused) ?? t("errors.unknown") });
    } else {
      setOutcome({ kind: "error", message: t(`errors.${result}`) });
    }
  };

  const form = useSchemaForm({
    loadSchema,
    // An unchosen rating reads as 0, which the schema refuses with the rating message.
    read: (data) => ({ rating: Number(formText(data, "rating")), content: formText(data, "content"), locale }),
    onLoadError: () => setOutcome({ kind: "error", message: t("errors.network") }),
    onValid,
  });
  const errors = form.errors;

  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t("form.rating")}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name="rating" value={value} className="sr-only" onChange={() => setRating(value)} />
              <span className="sr-only">{t("ratingLabel", { rating: value })}</span>
              <Star
                aria-hidden
                className={cn("size-7", value <= rating ? "fill-amber-400 text-amber-400" : "text-slate-400")}
              />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errorText(errors.rating)}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="review-content" className="text-sm font-medium text-slate-900">
          {t("form.content")}
        </label>
        <textarea
          id="review-content"
          rows={5}
          maxLength={REVIEW_MAX_LENGTH}
          name="content"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby="review-content-hint"
          className="mt-2 w-full rounded-lg border border-slate-300 p-3 text-slate-900 shadow-sm focus:border-brand-600"
        />
        <p id="review-content-hint" className="text-sm text-slate-600">
          {t("form.hint")}
        </p>
        {errors.content && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errorText(errors.content)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? t("form.sending") : t("form.submit")}
        </Button>
        <p role="status" className={cn("text-sm", outcome?.kind === "error" ? "text-red-700" : "text-brand-800")}>
          {outcome?.kind === "sent" ? t("form.sent") : outcome?.kind === "error" ? outcome.message : ""}
        </p>
      </div>
    </form>
  );
}

export function ReviewForm() {
  const t = useTranslations("Reviews");
  const isSignedIn = useIsSignedIn();
  return (
    <section aria-labelledby="write-review" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="write-review" className="text-xl font-semibold text-slate-900">
        {t("form.title")}
      </h2>
      {isSignedIn ? (
        <div className="mt-4">
          <ReviewFormFields />
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-slate-600">{t("form.signInPrompt")}</p>
          <Link
            href={{ pathname: "/signin", query: { prev: "/review" } }}
            className={buttonClasses({ className: "mt-4" })}
          >
            {t("form.signIn")}
          </Link>
        </div>
      )}
    </section>
  );
}
