// One part of the settings page: a section named by its h2 (aria-labelledby, so it is a region a screen reader can
// jump to), with the part's own layout in `className`. The account, data and records tabs are made of these.
import type { ReactNode } from "react";

type Props = { id: string; title: string; className: string; children: ReactNode };

export function SettingsCard({ id, title, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
