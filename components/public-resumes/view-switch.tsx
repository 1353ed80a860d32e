"use client";
// Narrow screens open a public resume in the reading view (reading-view.tsx); this button switches to the A4 page,
// zoomed to fit, and back. Both views are in the server's HTML and CSS shows one by `data-view` on the page, so the
// phone's first paint is already the reading view and nothing re-renders on a switch.
import { BookOpenText, FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type MouseEvent } from "react";

type PublicView = "reading" | "page";

export function ViewSwitch() {
  const t = useTranslations("PublicResume");
  const [view, setView] = useState<PublicView>("reading");
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const next: PublicView = view === "reading" ? "page" : "reading";
    const page = event.currentTarget.closest<HTMLElement>(".public-page");
    if (page) page.dataset.view = next;
    setView(next);
    // The other view starts at its top, not wherever the reader had scrolled to in this one.
    window.scrollTo({ top: 0 });
  };
  return (
    <button type="button" onClick={toggle} className="public-toolbar-button public-narrow-only">
      {view === "reading" ? (
        <FileText aria-hidden className="size-4" />
      ) : (
        <BookOpenText aria-hidden className="size-4" />
      )}
      {view === "reading" ? t("viewAsPage") : t("viewAsReading")}
    </button>
  );
}
