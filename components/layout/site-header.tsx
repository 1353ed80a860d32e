import { useLocale, useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { DesktopNav } from "./desktop-nav";
import { HeaderAccount } from "./header-account";
import { headerMenuData } from "./header-menu-data";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ReferralBanner } from "./referral-banner";
import type { HeaderUser } from "./user-avatar";

type Props = {
  /** The signed-in user, or null for a visitor. The session work passes it; until then it is always null. */
  user?: HeaderUser | null;
};

/**
 * The referral banner and the sticky site header. Not async, so it renders as a server component and in component
 * tests alike; the menus' contents come from code and content files (no database), the examples menu loads on the
 * client.
 */
export function SiteHeader({ user = null }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const menus = headerMenuData(locale);

  return (
    <>
      <a
        href="#main"
        data-site-chrome
        className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:shadow"
      >
        {t("Common.skipToContent")}
      </a>
      <ReferralBanner />
      <header
        data-site-chrome
        className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
      >
        <Container className="flex h-16 items-center gap-4 lg:gap-8">
          <Logo />
          <DesktopNav menus={menus} className="hidden lg:block" />
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            {/* Hidden by a wrapper: cn does not merge classes, so "hidden" would clash with the switcher's own display. */}
            <div className="hidden sm:flex">
              <LanguageSwitcher />
            </div>
            <HeaderAccount user={user} className="hidden lg:flex" />
            <MobileMenu user={user} menus={menus} className="lg:hidden" />
          </div>
        </Container>
      </header>
    </>
  );
}
