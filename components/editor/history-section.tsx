// One of the version history's two lists (history-panel.tsx): the server's copies and this browser's. Each is a
// section named by its h3, with an icon telling where the copies live and a note on who sees them.
import type { ReactNode } from "react";
import { cn } from "@/lib/shared/utils/cn";

type Props = { id: string; icon: ReactNode; heading: string; note: string; className?: string; children: ReactNode };

export function HistorySection({ id, icon, heading, note, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={cn("space-y-2", className)}>
      <h3 id={id} className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        {icon}
        {heading}
      </h3>
      <p className="text-xs text-slate-500">{note}</p>
      {children}
    </section>
  );
}
