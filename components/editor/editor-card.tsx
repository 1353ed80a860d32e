import type { ReactNode } from "react";

/** A titled block of the form column. */
export function EditorCard({ title, id, actions, children }: { title: ReactNode; id: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`editor-${id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center gap-2">
        <h2 id={`editor-${id}`} className="mr-auto text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
