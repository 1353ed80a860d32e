"use client";

import type { ComponentProps } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/utils/cn";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { href: string };

/** A header link that marks the current section (aria-current) so it is styled and announced as such. */
export function NavLink({ href, className, ...props }: Props) {
  const pathname = usePathname();
  const target = href.split("?")[0] ?? href;
  const isCurrent = pathname === target || pathname.startsWith(`${target}/`);
  return (
    <Link
      href={href}
      aria-current={isCurrent ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900",
        "aria-[current=page]:text-brand-700",
        className,
      )}
      {...props}
    />
  );
}
