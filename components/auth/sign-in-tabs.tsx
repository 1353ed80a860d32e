"use client";
// The two ways to sign in on the Chinese site (docs/product.md §1), as WAI-ARIA tabs: arrow keys, Home and End move
// between the tabs and select them (automatic activation); Tab goes from the selected tab into its panel. Written by
// hand rather than with radix Tabs: the sign-in page must stay within the first-load budget (docs/benchmarks.md), and
// the phone form loads only when its tab is chosen.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type SignInTab = { id: string; label: string; panel: () => ReactNode };

export function SignInTabs({ tabs, label }: { tabs: readonly SignInTab[]; label: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    setSelected(tabs[wrapped]?.id);
    tabRefs.current[wrapped]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={
                "rounded-md py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 " +
                (isSelected ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")
              }
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`}>
          {current.panel()}
        </div>
      )}
    </div>
  );
}
