"use client";
// The site's 404 body. A client component on purpose: Next renders a segment's not-found for pages that are
// statically generated (ISR) before the page has set the request locale, and server-side next-intl would then read
// the request headers, which a static render may not do (Next answers 500 instead of 404). On the client the
// locale and messages come from the layout's provider. Next loads it with every page.
import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { containerClass } from "@/components/ui/container-class";

export function NotFoundBody() {
  const t = useTranslations("NotFound");
  return (
    <div className={`${containerClass} flex flex-1 flex-col items-center justify-center py-20 text-center sm:py-28`}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <SearchX aria-hidden className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold text-brand-700">{t("code")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("description")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses({ size: "lg" })}>
          {t("home")}
        </Link>
        <Link href="/templates" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("templates")}
        </Link>
      </div>
    </div>
  );
}
