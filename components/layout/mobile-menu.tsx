"use client";
// The phone and tablet menu button. The sheet behind it (the menus as collapsible groups and the footer columns in
// DialogShell's "sheet" variant: mobile-menu-sheet.tsx, and the shell's radix frame) loads on first use, and starts
// loading when the button is touched, hovered or focused, so no page carries it in its first JavaScript.
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { orNothing } from "@/lib/client/utils/or-nothing";
import type { HeaderMenuData } from "./header-menu-data";
import type { HeaderUser } from "./user-avatar";

/** The sheet, and in parallel rather than after it the dialog frame that its DialogShell loads in turn. */
function loadSheet() {
  import("@/components/dialogs/dialog-frame").catch(() => undefined);
  return import("./mobile-menu-sheet");
}
const MobileMenuSheet = dynamic(() => orNothing(loadSheet().then((mod) => mod.MobileMenuSheet)), { ssr: false });

const SHEET_ID = "mobile-menu";

type Props = { user: HeaderUser | null; menus: HeaderMenuData; className?: string };

export function MobileMenu({ user, menus, className }: Props) {
  const t = useTranslations("Header");
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so radix can run its closing (focus return, scroll unlock) afterwards.
  const [isMounted, setIsMounted] = useState(false);
  const preload = () => void loadSheet().catch(() => undefined);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t("menu.open")}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? SHEET_ID : undefined}
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setIsMounted(true);
          setIsOpen(true);
        }}
        className={className}
      >
        <Menu aria-hidden className="size-5!" />
      </Button>
      {isMounted && (
        <MobileMenuSheet
          id={SHEET_ID}
          user={user}
          menus={menus}
          isOpen={isOpen}
          onOpenChange={setIsOpen}
          trigger={trigger}
        />
      )}
    </>
  );
}
