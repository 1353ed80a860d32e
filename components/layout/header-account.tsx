"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";
import { accountLinks, signedOutLinks } from "./site-links";
import { UserMenu, type HeaderUser } from "./user-menu";
import { useHeaderUser } from "./use-header-user";

/**
 * Right side of the desktop header: sign-in links for visitors, "my resumes" and the avatar menu for users. Pages
 * stay static, so the signed-in user is loaded here on the client (GET /api/user/current); a `user` prop wins.
 */
export function HeaderAccount({ user: given, className }: { user: HeaderUser | null; className?: string }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const { user, isPending } = useHeaderUser(given);

  if (isPending) return <div aria-hidden className={cn("h-9 w-40", className)} />;
  if (user) {
    return (
      <div className={cn("items-center gap-3", className)}>
        <Link href={accountLinks.myResumes} className={buttonClasses({ variant: "ghost", size: "sm" })}>
          {t("account.myResumes")}
        </Link>
        <UserMenu user={user} />
      </div>
    );
  }

  return (
    <div className={cn("items-center gap-2", className)}>
      {signedOutLinks[locale].map((link) => (
        <Link
          key={link.key}
          href={link.href}
          className={buttonClasses({ variant: link.primary ? "primary" : "ghost", size: "sm" })}
        >
          {t(`auth.${link.key}`)}
        </Link>
      ))}
    </div>
  );
}
