// One list of the admin pages (applications, reviews, orders, the membership log): a region named by its h2.
import type { ReactNode } from "react";

export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
