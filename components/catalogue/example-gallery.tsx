"use client";
// The examples page's body: the category navigator, one section per category with its cards, and the preview
// dialog driven by ?example= (see example-preview-state). Rendered on the server as well; only the query sync waits
// for the browser.
import { Suspense, useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { CategoryDto, ExampleDto } from "@/lib/services/catalogue/to-catalogue-dto";
import { ExampleAnchorNav } from "./example-anchor-nav";
import { ExampleCard } from "./example-card";
import { categoryAnchorId } from "./example-paths";
import { ExamplePreviewDialog } from "./example-preview-dialog";
import { QueryParamSync } from "./query-param-sync";
import { EXAMPLE_PARAM, useExamplePreview } from "./example-preview-state";

export type ExampleGalleryGroup = { category: CategoryDto; examples: ExampleDto[] };

type Props = { groups: readonly ExampleGalleryGroup[]; siteUrl: string };

/**
 * Radix returns focus only to a Dialog.Trigger; this dialog opens from cards and from the URL, so on close the focus
 * goes back to the card of the example that was shown (when it is on the page).
 */
function useReturnFocusToCard(shownId: string | null): void {
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (shownId) {
      lastShown.current = shownId;
      return;
    }
    const id = lastShown.current;
    lastShown.current = null;
    if (!id) return;
    const cards = document.querySelectorAll<HTMLElement>("[data-example-id]");
    Array.from(cards).find((card) => card.dataset.exampleId === id)?.focus();
  }, [shownId]);
}

export function ExampleGallery({ groups, siteUrl }: Props) {
  const t = useTranslations("ExamplesPage");
  const examples = groups.flatMap((group) => group.examples);
  const preview = useExamplePreview(examples);
  useReturnFocusToCard(preview.example?._id ?? null);
  const anchors = groups.map(({ category, examples: list }) => ({ slug: category.slug, name: category.name, count: list.length }));

  return (
    <div className="mt-8 lg:mt-10 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <ExampleAnchorNav categories={anchors} label={t("navLabel")} />
      <div className="space-y-14 pt-6">
        {groups.map(({ category, examples: list }) => (
          <section
            key={category._id}
            id={categoryAnchorId(category.slug)}
            data-category={category.slug}
            aria-labelledby={`${categoryAnchorId(category.slug)}-title`}
            tabIndex={-1}
            className="scroll-mt-32 focus:outline-none lg:scroll-mt-24"
          >
            <h2 id={`${categoryAnchorId(category.slug)}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {category.name}
            </h2>
            {category.desc && <p className="mt-2 text-slate-600">{category.desc}</p>}
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((example) => (
                <li key={example._id}>
                  <ExampleCard example={example} onOpen={preview.open} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Suspense fallback={null}>
        <QueryParamSync name={EXAMPLE_PARAM} onChange={preview.syncFromUrl} />
      </Suspense>
      {preview.example && (
        <ExamplePreviewDialog
          example={preview.example}
          open
          onOpenChange={(open) => {
            if (!open) preview.close();
          }}
          siteUrl={siteUrl}
        />
      )}
    </div>
  );
}
