"use client";
// Previous / next and "page x of y" under every paged list (settings tabs, admin lists); nothing for a single page.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = { page: number; pages: number; onPage: (page: number) => void };

export function Pager({ page, pages, onPage }: Props) {
  const t = useTranslations("DataList");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-center gap-3">
      {/* 44 px targets (size icon) for thumbs on a phone. */}
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
