"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

/**
 * docs/product.md §2: the page scrolls to the top on a path change. Next.js only scrolls the changed segment into view,
 * which with a sticky header and shared layout can leave the window mid-page; query-only changes keep position.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // A link to an anchor ("/examples#design") should land on the anchor, not the top.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
