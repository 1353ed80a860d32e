"use client";
// The desktop header navigation (SPEC §2): hover menus for templates, examples and knowledge, then plain links.
// Radix NavigationMenu opens a menu on hover and by keyboard (Enter/Space on the trigger, ArrowDown into the menu,
// Escape back to the trigger) and keeps the aria wiring right.
import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/utils/cn";
import type { HeaderMenuData } from "./header-menu-data";
import { ExampleMenuList, GuideMenuList, TemplateMenuList, type MenuLinkProps } from "./menu-lists";
import { forLocale, isCurrentPath, mainNav, type NavItem } from "./site-links";
import { usePrefetchTopExamplesWhenIdle } from "./top-examples-store";

const entryClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 " +
  "aria-[current=page]:text-brand-700";

function DesktopMenuLink({ href, className, children }: MenuLinkProps) {
  return (
    <NavigationMenu.Link asChild>
      <Link href={href} className={className}>
        {children}
      </Link>
    </NavigationMenu.Link>
  );
}

const renderDesktopLink = (props: MenuLinkProps) => <DesktopMenuLink {...props} />;

/**
 * While a menu is open, radix puts a "focus proxy" after its trigger: a tabbable span that hands focus into the menu
 * (and back out of it) as Tab moves. Radix marks it aria-hidden, which axe reports (aria-hidden-focus: a hidden
 * element in the tab order). It never keeps focus, so it need not be hidden: the attribute is removed, as reka-ui
 * (the Vue port of radix) does for the same proxy.
 */
function useVisibleFocusProxy() {
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    const fix = () => item.querySelectorAll(':scope > [aria-hidden="true"][tabindex="0"]').forEach((proxy) => proxy.removeAttribute("aria-hidden"));
    const observer = new MutationObserver(fix);
    observer.observe(item, { childList: true });
    return () => observer.disconnect();
  }, []);
  return itemRef;
}

function MenuEntry({ item, menus, label }: { item: NavItem; menus: HeaderMenuData; label: string }) {
  const pathname = usePathname();
  const itemRef = useVisibleFocusProxy();
  return (
    <NavigationMenu.Item ref={itemRef} value={item.key} className="relative">
      <NavigationMenu.Trigger
        aria-current={isCurrentPath(pathname, item.href) ? "page" : undefined}
        className={cn(entryClass, "group inline-flex items-center gap-1 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900")}
      >
        {label}
        <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        {item.menu === "templates" && <TemplateMenuList templates={menus.templates} renderLink={renderDesktopLink} />}
        {item.menu === "examples" && <ExampleMenuList renderLink={renderDesktopLink} />}
        {item.menu === "knowledge" && <GuideMenuList guides={menus.guides} renderLink={renderDesktopLink} />}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function LinkEntry({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  // `active` makes radix set aria-current="page" (it would override one set on the child).
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={isCurrentPath(pathname, href)}>
        <Link href={href} className={entryClass}>
          {label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

export function DesktopNav({ menus, className }: { menus: HeaderMenuData; className?: string }) {
  const t = useTranslations("Header");
  const locale = useLocale() as Locale;
  usePrefetchTopExamplesWhenIdle(locale);

  return (
    <NavigationMenu.Root aria-label={t("mainNav")} delayDuration={100} className={className}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        {forLocale(mainNav, locale).map((item) =>
          item.menu ? (
            <MenuEntry key={item.key} item={item} menus={menus} label={t(`nav.${item.key}`)} />
          ) : (
            <LinkEntry key={item.key} href={item.href} label={t(`nav.${item.key}`)} />
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
