import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/navigation";

type Props = { id: string; title: string; subtitle?: string; more?: { href: string; label: string } };

/** A home section's heading (h2, referenced by the section's aria-labelledby) with an optional "see all" link. */
export function SectionHeading({ id, title, subtitle, more }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      </div>
      {more && (
        <Link
          href={more.href}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          {more.label}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      )}
    </div>
  );
}
