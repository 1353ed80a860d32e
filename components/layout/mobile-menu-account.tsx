"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { accountLinks, signedOutLinks } from "./site-links";
import { useSignOut } from "./use-sign-out";
import { UserAvatar, type HeaderUser } from "./user-avatar";
import { useHeaderUser } from "./use-header-user";

type Props = { user: HeaderUser | null; onNavigate: () => void };

/** The account part of the mobile menu: sign-in buttons for visitors, the account links for users. */
export function MobileMenuAccount({ user: given, onNavigate }: Props) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const signOut = useSignOut();
  const { user, isPending } = useHeaderUser(given);

  if (isPending) return null;
  if (!user) {
    return (
      <div className="flex flex-col gap-2">
        {signedOutLinks[locale].map((link) => (
          <Link
            key={link.key}
            href={link.href}
            onClick={onNavigate}
            className={buttonClasses({
              variant: link.primary ? "primary" : "outline",
              size: "lg",
              className: "w-full",
            })}
          >
            {t(`auth.${link.key}`)}
          </Link>
        ))}
      </div>
    );
  }

  const links = [
    { href: accountLinks.myResumes, label: t("account.myResumes") },
    { href: accountLinks.applications, label: t("account.applications") },
    { href: accountLinks.createNew, label: t("account.createNew") },
    { href: accountLinks.settings, label: t("account.settings") },
    { href: accountLinks.orders, label: t("account.orders") },
  ];
  const rowClass = "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100";

  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-center gap-3 px-1 pb-2">
        <UserAvatar user={user} />
        <span className="truncate font-semibold">{user.nickName}</span>
      </div>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={onNavigate} className={rowClass}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()} className={rowClass}>
            {t("account.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
