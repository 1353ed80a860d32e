"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { TriangleAlert } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button, buttonClasses } from "@/components/ui/button";
import { containerClass } from "@/components/ui/container-class";

type Props = { error: unknown; retry: () => void };

/** A page failed to render. Never shows error.message or a stack: they may hold internals. The digest is a
 * server-log reference, safe to show so a user can quote it to support. Next loads every error boundary with the
 * page. */
export default function ErrorPage({ error, retry }: Props) {
  const t = useTranslations();
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={`${containerClass} flex flex-1 flex-col items-center justify-center py-20 text-center sm:py-28`}>
      <title>{`${t("Metadata.error.title")} | ${t("Common.brand")}`}</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t("Error.title")}</h1>
      <p className="mt-4 max-w-md text-slate-600">{t("Error.description")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => retry()}>
          {t("Error.retry")}
        </Button>
        <Link href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t("Error.home")}
        </Link>
      </div>
      {digest && <p className="mt-6 font-mono text-xs text-slate-400">{t("Error.reference", { digest })}</p>}
    </div>
  );
}
