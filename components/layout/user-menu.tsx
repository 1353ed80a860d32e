"use client";

import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { BriefcaseBusiness, FilePlus2, LogOut, Receipt, Settings } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { accountLinks } from "./site-links";
import { useSignOut } from "./use-sign-out";
import { UserAvatar, type HeaderUser } from "./user-avatar";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none " +
  "data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500";

/**
 * The avatar menu of a signed-in user: create new, settings, my orders, log out (docs/product.md §2 header).
 * HeaderAccount loads it only once a user is signed in, so visitors never download radix's menu and popper.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const t = useTranslations("Header.account");
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t("menuLabel", { name: user.nickName })}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-2.5 py-2 text-sm font-semibold text-slate-900">
            {user.nickName}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={accountLinks.applications}>
              <BriefcaseBusiness aria-hidden /> {t("applications")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={accountLinks.createNew}>
              <FilePlus2 aria-hidden /> {t("createNew")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={accountLinks.settings}>
              <Settings aria-hidden /> {t("settings")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href={accountLinks.orders}>
              <Receipt aria-hidden /> {t("orders")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden /> {t("logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
