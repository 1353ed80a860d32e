"use client";
// The contents of a desktop header menu, loaded when the pointer or keyboard focus first reaches the navigation, or
// when the browser is idle (desktop-nav.tsx), so the lists are not part of any page's first load.
import { useEffect, useRef } from "react";
import { Link } from "@/i18n/navigation";
import type { HeaderMenuData } from "./header-menu-data";
import { ExampleMenuList, GuideMenuList, TemplateMenuList, type MenuLinkProps } from "./menu-lists";
import type { NavMenuKey } from "./site-links";

const renderMenuLink = ({ href, className, children }: MenuLinkProps) => (
  <Link href={href} className={className}>
    {children}
  </Link>
);

type Props = { menu: NavMenuKey; menus: HeaderMenuData; shouldFocusFirstLink: boolean };

/** `shouldFocusFirstLink`: the menu was opened with ArrowDown, so focus moves into it once it is there. */
export function MenuPanel({ menu, menus, shouldFocusFirstLink }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shouldFocusFirstLink) panelRef.current?.querySelector("a")?.focus();
  }, [shouldFocusFirstLink]);

  return (
    <div ref={panelRef} className="w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
      {menu === "templates" && <TemplateMenuList templates={menus.templates} renderLink={renderMenuLink} />}
      {menu === "examples" && <ExampleMenuList renderLink={renderMenuLink} />}
      {menu === "knowledge" && <GuideMenuList guides={menus.guides} renderLink={renderMenuLink} />}
    </div>
  );
}
