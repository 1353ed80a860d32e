import type { ReactNode } from "react";
import NextLink from "next/link";
import { Link, getPathname } from "@/i18n/navigation";
import { htmlLang } from "@/i18n/routing";
import type { FooterLink } from "./site-links";

type Props = { link: FooterLink; className?: string; onClick?: () => void; children: ReactNode };

/**
 * A footer-style link. Links to the other language's site get their exact URL ("/" or "/ch"): next-intl's Link
 * would write "/en", which only redirects to "/".
 */
export function SiteLink({ link, className, onClick, children }: Props) {
  if (link.locale) {
    const lang = htmlLang[link.locale];
    return (
      <NextLink
        href={getPathname({ locale: link.locale, href: link.href })}
        hrefLang={lang}
        lang={lang}
        className={className}
        onClick={onClick}
      >
        {children}
      </NextLink>
    );
  }
  return (
    <Link href={link.href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
