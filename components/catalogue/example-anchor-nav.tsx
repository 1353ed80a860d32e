"use client";
// The examples page's category navigator (docs/product.md §2): sticks below the 64 px site header while the groups
// scroll, highlights the category in view (IntersectionObserver) and scrolls to a category smoothly unless the user
// asked for reduced motion. A vertical list beside the groups on wide screens, a horizontal chip bar on phones. Plain
// #anchor links underneath, so it works before hydration too.
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { cn } from "@/lib/shared/utils/cn";
import { categoryAnchorId } from "./example-paths";

type AnchorCategory = { slug: string; name: string; count: number };

type Props = { categories: readonly AnchorCategory[]; label: string; className?: string };

/** The band under the sticky header and the chip bar where a section counts as "in view". */
const OBSERVER_MARGIN = "-140px 0px -55% 0px";

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function ExampleAnchorNav({ categories, label, className }: Props) {
  const [active, setActive] = useState<string | null>(categories[0]?.slug ?? null);
  const listRef = useRef<HTMLUListElement>(null);
  // While a click's smooth scroll runs, the sections it passes must not steal the highlight.
  const scrollingTo = useRef<string | null>(null);

  useEffect(() => {
    // Without IntersectionObserver (very old browsers) the first category simply stays highlighted.
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const order = categories.map((category) => category.slug);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const slug = (entry.target as HTMLElement).dataset.category;
          if (!slug) continue;
          if (entry.isIntersecting) visible.add(slug);
          else visible.delete(slug);
        }
        if (scrollingTo.current) return;
        const first = order.find((slug) => visible.has(slug));
        if (first) setActive(first);
      },
      { rootMargin: OBSERVER_MARGIN },
    );
    for (const slug of order) {
      const section = document.getElementById(categoryAnchorId(slug));
      if (section) observer.observe(section);
    }
    const release = () => {
      scrollingTo.current = null;
    };
    window.addEventListener("scrollend", release);
    return () => {
      observer.disconnect();
      window.removeEventListener("scrollend", release);
    };
  }, [categories]);

  // Keep the highlighted chip visible in the phone bar without scrolling the page itself.
  useEffect(() => {
    const list = listRef.current;
    const chip = Array.from(list?.querySelectorAll<HTMLElement>("[data-slug]") ?? []).find(
      (link) => link.dataset.slug === active,
    );
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({
      left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, [active]);

  const go = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    const section = document.getElementById(categoryAnchorId(slug));
    if (!section) return;
    event.preventDefault();
    setActive(slug);
    scrollingTo.current = slug;
    // Browsers without scrollend (or no scroll needed) release the lock after the longest smooth scroll.
    window.setTimeout(() => {
      if (scrollingTo.current === slug) scrollingTo.current = null;
    }, 1200);
    section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    // Keyboard users continue from the category they picked, as with a native anchor jump.
    section.focus({ preventScroll: true });
    // null state: Next.js then records the new URL itself (its history patch), so the router stays in step.
    window.history.replaceState(null, "", `#${categoryAnchorId(slug)}`);
  };

  return (
    <nav
      aria-label={label}
      data-testid="example-anchor-nav"
      className={cn(
        "sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6",
        "lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:py-6 lg:backdrop-blur-none",
        className,
      )}
    >
      <ul
        ref={listRef}
        className="relative flex gap-2 overflow-x-auto [scrollbar-width:none] lg:flex-col lg:gap-1 lg:overflow-visible"
      >
        {categories.map((category) => {
          const isActive = category.slug === active;
          return (
            <li key={category.slug} className="shrink-0">
              <a
                href={`#${categoryAnchorId(category.slug)}`}
                data-slug={category.slug}
                aria-current={isActive ? "location" : undefined}
                onClick={(event) => go(event, category.slug)}
                className={cn(
                  "flex items-center justify-between gap-3 rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ring-1 ring-slate-200 transition-colors ring-inset",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  "lg:rounded-lg lg:px-3 lg:py-2 lg:ring-0",
                  isActive
                    ? "bg-brand-600 text-white lg:bg-brand-50 lg:text-brand-800"
                    : "bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900 lg:bg-transparent",
                )}
              >
                {category.name}
                <span
                  className={cn(
                    "hidden text-xs tabular-nums lg:inline",
                    isActive ? "text-brand-700" : "text-slate-500",
                  )}
                >
                  {category.count}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
