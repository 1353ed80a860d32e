"use client";
// A master's line in the editor (issue 26 item 1): its variants, each a link to its editor, and "Make a variant" (the
// editor saves first; the new variant opens). The list comes with the page; a resume that is a variant has no line.
import { useState } from "react";
import { GitBranch } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { errorText } from "@/lib/client/api-client/api-error";
import { createVariant } from "@/lib/client/api-client/variant-client";
import type { VariantSummaryDto } from "@/lib/shared/validations/resumes/variant";

type Props = { resumeId: string; variants: VariantSummaryDto[]; flush: () => Promise<unknown> | undefined };

export function VariantLine({ resumeId, variants, flush }: Props) {
  const t = useTranslations("Editor.variant");
  const tApi = useTranslations("ApiErrors");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const make = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await flush();
      const made = await createVariant(resumeId, {}, locale);
      router.push(`/editor/${made._id}`);
    } catch (error) {
      setFailed(errorText(error, tApi));
      setBusy(false);
    }
  };
  return (
    <div data-testid="variant-line" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <GitBranch aria-hidden className="size-3.5 shrink-0" />
      {variants.length > 0 ? (
        <nav aria-label={t("variants")} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span>{t("variants")}</span>
          {variants.map((variant) => (
            <Link
              key={variant._id}
              href={`/editor/${variant._id}`}
              className="max-w-56 truncate text-brand-700 underline underline-offset-2"
            >
              {variant.name}
            </Link>
          ))}
        </nav>
      ) : (
        <span className="min-w-0">{t("none")}</span>
      )}
      <Button size="sm" variant="ghost" className="ml-auto" disabled={busy} onClick={() => void make()}>
        {busy ? t("making") : t("make")}
      </Button>
      {failed && (
        <p role="alert" className="w-full text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}
