"use client";
// docs/product.md §8: 'Insufficient AI tokens. Do you want to go to the recharge page?' with recharge (→ /pricing in
// the current locale) and cancel. Opened by useInsufficientTokensDialog when an AI call answers INSUFFICIENT_TOKENS.
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { DialogShell } from "@/components/dialogs/dialog-shell";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function InsufficientTokensDialog({ open, onOpenChange }: Props) {
  const t = useTranslations("SiteDialogs.insufficientTokens");
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      closeLabel={t("close")}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t("cancel")}
        </Button>
        <Link href="/pricing" className={buttonClasses()} onClick={() => onOpenChange(false)}>
          {t("recharge")}
        </Link>
      </div>
    </DialogShell>
  );
}
