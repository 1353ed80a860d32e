"use client";
// The template list: filters, cards and the preview dialog. The open preview is local state mirrored in ?template=
// (router.replace, no scroll), so a click does not wait for the router and a shared or reloaded URL opens the same
// preview. The dialog (radix Dialog, the theme picker, the QR code, the use button: ~26 kB gzip) is not part of the
// page's first load: it is fetched when the browser is idle after load, or earlier when the pointer or keyboard focus
// reaches a card, and opens once it is there.
import { Suspense, useCallback, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { usePathname, useRouter } from "@/i18n/navigation";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { useWhenIdle } from "@/lib/client/utils/use-when-idle";
import { TemplateCard } from "./template-card";
import { matchesFilters, noFilters, type TemplateFilters } from "./template-filter";
import { TemplateFilterBar } from "./template-filter-bar";
import type { TemplateListItem } from "./template-list-item";
import { findTemplate, withQueryParam } from "./template-query";
import { QueryParamSync } from "./query-param-sync";

/** The preview, and in parallel rather than after it what it loads in turn: its web link's QR encoder, the dialog frame. */
function loadPreview() {
  import("qrcode.react").catch(() => undefined);
  import("@/components/dialogs/dialog-frame").catch(() => undefined);
  return import("./template-preview-dialog");
}
const preloadPreview = () => void loadPreview().catch(() => undefined);
const TemplatePreviewDialog = dynamic(() => orNothing(loadPreview().then((mod) => mod.TemplatePreviewDialog)), {
  ssr: false,
});

/**
 * How many covers are announced in <head> at high priority: the first only. On a phone one card fills the width and
 * its cover is the page's largest paint; three at high priority (the first row on a wide screen) had the other two,
 * below the fold there, share the slow network with it (Lighthouse's phone: 163 kB of covers before the largest paint,
 * docs/benchmarks.md "Lighthouse"). On a wide screen the rest of the first row is in view and loads at layout.
 */
const EAGER_COVERS = 1;

export function TemplateCatalogue({ templates }: { templates: TemplateListItem[] }) {
  const t = useTranslations("TemplatesPage");
  const router = useRouter();
  const pathname = usePathname();
  useWhenIdle(preloadPreview);
  const [filters, setFilters] = useState<TemplateFilters>(noFilters);
  const [openId, setOpenId] = useState<string | null>(null);
  // Mounted from the first opening on, so radix can run its closing (focus return, scroll unlock) afterwards.
  const [hasOpened, setHasOpened] = useState(false);
  if (openId !== null && !hasOpened) setHasOpened(true);
  // The ?template= value last seen or written (undefined: none yet). The URL catching up with our own write is not
  // news; only a value from elsewhere (first load, a header link to another template) opens or closes the preview.
  const written = useRef<string | null | undefined>(undefined);

  const writeQuery = useCallback(
    (ref: string | null) => {
      written.current = ref;
      router.replace(`${pathname}${withQueryParam(window.location.search, "template", ref)}`, { scroll: false });
    },
    [router, pathname],
  );

  const onTemplateParam = useCallback(
    (ref: string | null) => {
      if (ref === written.current) return;
      written.current = ref;
      if (ref === null) return setOpenId(null);
      const template = findTemplate(templates, ref);
      if (template) return setOpenId(template._id);
      // The id keeps a double effect run (development) from stacking two identical toasts.
      toast.warning(t("notFound"), { id: "template-not-found" });
      writeQuery(null);
    },
    [templates, t, writeQuery],
  );

  const open = useCallback(
    (id: string) => {
      setOpenId(id);
      writeQuery(id);
    },
    [writeQuery],
  );
  const close = useCallback(() => {
    setOpenId(null);
    writeQuery(null);
  }, [writeQuery]);

  const visible = useMemo(
    () => templates.filter((template) => matchesFilters(template, filters)),
    [templates, filters],
  );
  const openTemplate = openId === null ? null : (templates.find((template) => template._id === openId) ?? null);

  return (
    <section aria-label={t("listLabel")} className="mt-8">
      <Suspense fallback={null}>
        <QueryParamSync name="template" onChange={onTemplateParam} />
      </Suspense>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TemplateFilterBar value={filters} onChange={setFilters} />
        <p role="status" className="text-sm text-slate-600">
          {t("count", { count: visible.length })}
        </p>
      </div>
      {visible.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("noMatch.title")}</p>
          <button
            type="button"
            onClick={() => setFilters(noFilters)}
            className="mt-3 text-sm font-medium text-brand-700 hover:underline"
          >
            {t("noMatch.reset")}
          </button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((template, index) => (
            <li key={template._id} onPointerEnter={preloadPreview} onFocus={preloadPreview}>
              <TemplateCard template={template} onOpen={open} preloadCover={index < EAGER_COVERS} />
            </li>
          ))}
        </ul>
      )}
      {hasOpened && <TemplatePreviewDialog template={openTemplate} onClose={close} />}
    </section>
  );
}
