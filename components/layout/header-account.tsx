"use client";

import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { accountLinks, signedOutLinks } from "./site-links";
import type { HeaderUser } from "./user-avatar";
import { useHeaderUser } from "./use-header-user";

// Loaded once a user is known to be signed in: visitors, most of the traffic, never download the dropdown.
const UserMenu = dynamic(() => orNothing(import("./user-menu").then((mod) => mod.UserMenu)), {
  ssr: false,
  loading: () => <span className="size-9 rounded-full bg-brand-100" />,
});

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
