"use client";
// The link just made (issue 26 item 6), shown once: the server keeps only its token's hash, so this is the owner's
// one chance to copy it. The address uses the origin the owner is using and the site language they are in (/c/… from
// the English site, /ch/c/… from the Chinese one), as the tracked links do.
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { copyText } from "@/components/ui/copy-text";
import { localePrefix, type Locale } from "@/i18n/routing";
import type { CreatedReviewLinkDto } from "@/lib/shared/validations/review-links/review-link";

type Props = { link: CreatedReviewLinkDto; onDone: () => void };

export function CreatedReviewLink({ link, onDone }: Props) {
  const t = useTranslations("ReviewLinks");
  const locale = useLocale() as Locale;
  const url = `${window.location.origin}${localePrefix[locale]}${link.path}`;
  return (
    <div
      className="mt-3 space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
      data-testid="created-review-link"
    >
      <p className="text-sm font-semibold text-slate-900">{t("created.title")}</p>
      <p className="text-xs text-slate-700">{t("created.body")}</p>
      <CopyField
        id="created-review-link"
        label={link.label}
        value={url}
        classes={{ label: "text-slate-800", input: "rounded-md bg-white px-2 py-1.5 font-mono" }}
      >
        <Button size="sm" onClick={() => void copyText(url, { copied: t("copied"), failed: t("copyFailed") })}>
          {t("created.copy")}
        </Button>
      </CopyField>
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t("created.done")}
      </Button>
    </div>
  );
}
