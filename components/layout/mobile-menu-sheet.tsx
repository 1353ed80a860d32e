"use client";

import { useCallback, type RefObject } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Collapsible } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { DialogShell } from "@/components/dialogs/dialog-shell";
import type { HeaderMenuData } from "./header-menu-data";
import { LanguageSwitcher } from "./language-switcher";
import {
  ExampleMenuList,
  GuideMenuList,
  TemplateMenuList,
  type MenuLinkProps,
  type RenderMenuLink,
} from "./menu-lists";
import { MobileMenuAccount } from "./mobile-menu-account";
import { SiteLink } from "./site-link";
import { footerColumns, forLocale, mainNav, type NavItem } from "./site-links";
import type { HeaderUser } from "./user-avatar";

const footerLinkClass = "block rounded-md px-1 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900";
const entryClass =
  "flex w-full items-center rounded-lg px-3 py-2.5 text-left text-base font-medium text-slate-800 hover:bg-slate-100";

type Props = {
  /** The dialog's id, which the menu button's aria-controls names. */
  id: string;
  user: HeaderUser | null;
  menus: HeaderMenuData;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu button, outside this lazily loaded module: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** A header menu as a collapsible group; the examples list mounts (and so loads) only when the group opens. */
function MenuGroup({
  item,
  menus,
  label,
  renderLink,
}: {
  item: NavItem;
  menus: HeaderMenuData;
  label: string;
  renderLink: RenderMenuLink;
}) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger className={`group ${entryClass}`}>
        <span className="flex-1">{label}</span>
        <ChevronDown
          aria-hidden
          className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="pb-2 pl-3">
        {item.menu === "templates" && <TemplateMenuList templates={menus.templates} renderLink={renderLink} />}
        {item.menu === "examples" && <ExampleMenuList renderLink={renderLink} />}
        {item.menu === "knowledge" && <GuideMenuList guides={menus.guides} renderLink={renderLink} />}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The phone and tablet navigation: a dialog sheet mirroring the header (its menus as collapsible groups) and the
 * footer columns. DialogShell gives the focus trap and Escape to close; MobileMenu (mobile-menu.tsx) owns the
 * button and loads this module on first use.
 */
export function MobileMenuSheet({ id, user, menus, isOpen, onOpenChange, trigger }: Props) {
  const t = useTranslations("Header");
  const tf = useTranslations("Footer");
  const locale = useLocale();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const renderLink = useCallback(
    ({ href, className: linkClass, children }: MenuLinkProps) => (
      <Link href={href} onClick={close} className={linkClass}>
        {children}
      </Link>
    ),
    [close],
  );

  return (
    <DialogShell
      variant="sheet"
      id={id}
      open={isOpen}
      onOpenChange={onOpenChange}
      title={t("menu.title")}
      description={t("menu.description")}
      closeLabel={t("menu.close")}
      // The menu button lives outside this lazily loaded module.
      returnFocusTo={() => trigger.current}
    >
      <div className="flex flex-1 flex-col gap-6 px-4 py-5">
        <nav aria-label={t("mainNav")}>
          <ul className="flex flex-col">
            {forLocale(mainNav, locale, menus.isAiEnabled).map((item) => (
              <li key={item.key}>
                {item.menu ? (
                  <MenuGroup item={item} menus={menus} label={t(`nav.${item.key}`)} renderLink={renderLink} />
                ) : (
                  <Link href={item.href} onClick={close} className={entryClass}>
                    {t(`nav.${item.key}`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <MobileMenuAccount user={user} onNavigate={close} />

        <div className="grid grid-cols-2 gap-x-4 gap-y-5 border-t border-slate-100 pt-5">
          {footerColumns.map((column) => (
            <section key={column.key} aria-labelledby={`mobile-menu-${column.key}`}>
              <h2
                id={`mobile-menu-${column.key}`}
                className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {tf(`columns.${column.key}`)}
              </h2>
              <ul className="mt-2 flex flex-col gap-1">
                {forLocale(column.links, locale, menus.isAiEnabled).map((link) => (
                  <li key={link.key}>
                    <SiteLink link={link} onClick={close} className={footerLinkClass}>
                      {tf(`links.${link.key}`)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <LanguageSwitcher className="self-start" />
      </div>
    </DialogShell>
  );
}
