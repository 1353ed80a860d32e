"use client";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { page: number; pages: number; onPage: (page: number) => void };

export function Pagination({ page, pages, onPage }: Props) {
  const t = useTranslations("Resumes.pagination");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("label")} className="mt-8 flex items-center justify-center gap-3">
      <Button
        variant="outline"
        size="icon"
        aria-label={t("previous")}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t("page", { page, pages })}
      </span>
      <Button
        variant="outline"
        size="icon"
        aria-label={t("next")}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
