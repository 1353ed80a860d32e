"use client";
// The examples pages could not load the catalogue (docs/product.md §8 'Failed to load examples'). Also the boundary of
// /examples/[id]. Never shows error.message: it may hold internals.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { TriangleAlert } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { containerClass } from "@/components/ui/container-class";

type Props = { error: unknown; retry: () => void };

export default function ExamplesError({ error, retry }: Props) {
  const t = useTranslations("ExamplesPage.errors");
  const brand = useTranslations("Common")("brand");

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={`${containerClass} flex flex-1 flex-col items-center justify-center py-20 text-center sm:py-28`}>
      <title>{`${t("loadFailed")} | ${brand}`}</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t("loadFailed")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("hint")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => retry()}>
          {t("retry")}
        </Button>
        <Link href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
