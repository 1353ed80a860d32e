import { useLocale, useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { HeaderAccount } from "./header-account";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { forLocale, mainNav } from "./site-links";
import type { HeaderUser } from "./user-menu";

type Props = {
  /** The signed-in user, or null for a visitor. The session work passes it; until then it is always null. */
  user?: HeaderUser | null;
};

/** The sticky site header. Not async, so it renders as a server component and in component tests alike. */
export function SiteHeader({ user = null }: Props) {
  const t = useTranslations();
  const locale = useLocale();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:shadow"
      >
        {t("Common.skipToContent")}
      </a>
      <Container className="flex h-16 items-center gap-4 lg:gap-8">
        <Logo />
        <nav aria-label={t("Header.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {forLocale(mainNav, locale).map((item) => (
              <li key={item.key}>
                <NavLink href={item.href}>{t(`Header.nav.${item.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <HeaderAccount user={user} className="hidden lg:flex" />
          <MobileMenu user={user} className="lg:hidden" />
        </div>
      </Container>
    </header>
  );
}
