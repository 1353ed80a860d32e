import type { ReactNode } from "react";
import NextLink from "next/link";
import { Link } from "@/i18n/navigation";
import { htmlLang } from "@/i18n/routing";
import { localizePath } from "@/lib/i18n/locale-paths";
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
      <NextLink href={localizePath(link.locale, link.href)} hrefLang={lang} lang={lang} className={className} onClick={onClick}>
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
