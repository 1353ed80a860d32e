import type { ReactNode } from "react";
import { cn } from "@/lib/shared/utils/cn";

/** A titled block of the form column. */
type Props = {
  title: ReactNode;
  id: string;
  actions?: ReactNode;
  children: ReactNode;
  /** The first card on a phone: its title is for screen readers only there, so the first field sits near the top. */
  compactTitle?: boolean;
};

export function EditorCard({ title, id, actions, children, compactTitle }: Props) {
  return (
    <section
      aria-labelledby={`editor-${id}`}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className={cn("mb-3 flex items-center gap-2", compactTitle && !actions && "max-sm:mb-0")}>
        <h2
          id={`editor-${id}`}
          className={cn("mr-auto text-base font-semibold text-slate-900", compactTitle && "max-sm:sr-only")}
        >
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
