import { useTranslations } from "next-intl";

/** An honest placeholder for a tab that a later release fills (no fake rows). */
export function ComingSoon({ title }: { title: string }) {
  const t = useTranslations("Settings");
  return (
    <div className="py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{t("comingSoon")}</p>
    </div>
  );
}
