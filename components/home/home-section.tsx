import type { ReactNode } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Container } from "@/components/ui/container";

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  more?: { href: string; label: string };
  /** The section's padding and background. */
  className?: string;
  children: ReactNode;
};

/**
 * A home section: its heading (h2, referenced by the section's aria-labelledby) with an optional "see all" link, and
 * below it the section's content.
 */
export function HomeSection({ id, title, subtitle, more, className = "py-16 sm:py-20", children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
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
        {children}
      </Container>
    </section>
  );
}
