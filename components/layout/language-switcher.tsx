"use client";

import { Suspense, useTransition, type ChangeEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Languages } from "lucide-react";
import { usePathname } from "@/i18n/navigation";
import { htmlLang, routing, type Locale } from "@/i18n/routing";
import { switchLocalePath } from "@/lib/shared/i18n/switch-locale-path";
import { cn } from "@/lib/shared/utils/cn";

type Props = { className?: string };

/** Switches the interface language and stays on the same page with the same query. */
export function LanguageSwitcher({ className }: Props) {
  // useSearchParams needs a Suspense boundary on statically rendered pages; the fallback is the same control.
  return (
    <Suspense fallback={<LocaleSelect className={className} disabled />}>
      <ConnectedSwitcher className={className} />
    </Suspense>
  );
}

function ConnectedSwitcher({ className }: Props) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // next/navigation's router, not next-intl's: next-intl forces a prefix on locale changes ("/en/templates"),
  // which costs a redirect back to "/templates"; switchLocalePath already gives the final URL.
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const target = routing.locales.find((locale) => locale === event.target.value);
    if (!target) return;
    startTransition(() => router.replace(switchLocalePath(pathname, searchParams?.toString() ?? "", target)));
  }

  return <LocaleSelect className={className} disabled={isPending} onChange={onChange} />;
}

function LocaleSelect({
  className,
  disabled,
  onChange,
}: Props & { disabled?: boolean; onChange?: (event: ChangeEvent<HTMLSelectElement>) => void }) {
  const t = useTranslations("LanguageSwitcher");
  const locale = useLocale();
  return (
    <div className={cn("relative inline-flex items-center text-slate-600", className)}>
      <Languages aria-hidden className="pointer-events-none absolute left-2.5 size-4" />
      <select
        // Uncontrolled so the choice shows at once while the new page loads; the key resets it per locale.
        key={locale}
        aria-label={t("label")}
        defaultValue={locale}
        disabled={disabled}
        onChange={onChange}
        className="h-9 cursor-pointer appearance-none rounded-lg bg-transparent py-1 pr-3 pl-8 text-sm font-medium ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-900 disabled:opacity-60"
      >
        {routing.locales.map((option: Locale) => (
          <option key={option} value={option} lang={htmlLang[option]}>
            {t(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
