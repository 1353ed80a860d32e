"use client";
// The client part of the examples gallery: the preview dialog driven by ?example= (see example-preview-state) around
// cards that render on the server only. A card's main button carries data-example-id and no handler of its own; a
// click on it reaches this host, which opens that example's preview. The dialog (QR code, use button, radix frame)
// is not part of the page's first load: it is fetched when the browser is idle after load, or earlier when the pointer
// or keyboard focus reaches a card's button, so even a tap on a phone usually finds it there.
import {
  Suspense,
  useEffect,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import dynamic from "next/dynamic";
import type { ExampleDto } from "@/lib/shared/validations/catalogue/catalogue-dto";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { useWhenIdle } from "@/lib/client/utils/use-when-idle";
import { EXAMPLE_PARAM, useExamplePreview } from "./example-preview-state";
import { QueryParamSync } from "./query-param-sync";

/** The dialog, and in parallel rather than after it the radix frame that its DialogShell loads in turn. */
function loadPreview() {
  import("@/components/dialogs/dialog-frame").catch(() => undefined);
  return import("./example-preview-dialog");
}
const ExamplePreviewDialog = dynamic(() => orNothing(loadPreview().then((mod) => mod.ExamplePreviewDialog)), {
  ssr: false,
});

/** The example id of the card button an event happened on or in, if any. */
function cardExampleId(target: EventTarget): string | undefined {
  return target instanceof Element ? target.closest<HTMLElement>("[data-example-id]")?.dataset.exampleId : undefined;
}

function preloadForCard(event: PointerEvent | FocusEvent) {
  if (cardExampleId(event.target)) loadPreview().catch(() => undefined);
}

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
    Array.from(cards)
      .find((card) => card.dataset.exampleId === id)
      ?.focus();
  }, [shownId]);
}

type Props = {
  /** Every example on the page: a card opens its preview without a request. */
  examples: readonly ExampleDto[];
  /** The site's absolute origin (APP_URL), for the QR code. */
  siteUrl: string;
  className?: string;
  children: ReactNode;
};

export function ExamplePreviewHost({ examples, siteUrl, className, children }: Props) {
  useWhenIdle(() => void loadPreview().catch(() => undefined));
  const preview = useExamplePreview(examples);
  useReturnFocusToCard(preview.example?._id ?? null);

  const onClick = (event: MouseEvent) => {
    const id = cardExampleId(event.target);
    if (id) preview.open(id);
  };

  return (
    <>
      {/* Not a control itself: it only hears the clicks (mouse, Enter, Space) that bubble up from the cards' buttons. */}
      <div className={className} onClick={onClick} onPointerOver={preloadForCard} onFocus={preloadForCard}>
        {children}
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
    </>
  );
}
