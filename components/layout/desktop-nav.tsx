"use client";
// The desktop header navigation (docs/product.md §2): hover menus for templates, examples and knowledge, then plain
// links. Each menu follows the WAI-ARIA disclosure navigation pattern: a button with aria-expanded, and the menu's
// links right after it, so Tab walks from the button through the menu to the next entry. A mouse opens a menu by
// hovering (after a short delay; it closes a moment after the pointer leaves, so the pointer can cross to the panel);
// Enter or Space toggles it, ArrowDown moves into it, the arrows move between its links, Escape closes it and returns
// to the button. Hand-written rather than radix NavigationMenu, which with its dependencies put ~25 kB gzip on every
// page; the menus' contents (menu-panel.tsx) load when the pointer or focus first reaches the navigation.
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/shared/utils/cn";
import { ChevronDown } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/routing";
import { orNothing } from "@/lib/client/utils/or-nothing";
import { useWhenIdle } from "@/lib/client/utils/use-when-idle";
import type { HeaderMenuData } from "./header-menu-data";
import { forLocale, isCurrentPath, mainNav, type NavItem, type NavMenuKey } from "./site-links";

const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 150;

const entryClass =
  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 " +
  "aria-[current=page]:text-brand-700";

const loadPanel = () => import("./menu-panel");
const preloadPanel = () => void loadPanel().catch(() => undefined);
const MenuPanel = dynamic(() => orNothing(loadPanel().then((mod) => mod.MenuPanel)), { ssr: false });

/**
 * When the browser is idle: the menus' contents and the examples menu's list (docs/product.md §2), so a menu usually
 * opens already filled.
 */
function usePrefetchMenusWhenIdle(locale: Locale): void {
  useWhenIdle(() => {
    preloadPanel();
    import("./top-examples-store").then(
      ({ loadTopExamples }) => loadTopExamples(locale),
      () => undefined,
    );
  });
}

type MenuControls = {
  isOpen: boolean;
  onHoverStart: () => void;
  onHoverEnd: () => void;
  onPress: () => void;
  onOpen: () => void;
  onClose: () => void;
};

function MenuEntry({
  item,
  menus,
  label,
  controls,
}: {
  item: NavItem & { menu: NavMenuKey };
  menus: HeaderMenuData;
  label: string;
  controls: MenuControls;
}) {
  const pathname = usePathname();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [isOpenedByArrow, setIsOpenedByArrow] = useState(false);
  const { isOpen, onHoverStart, onHoverEnd, onPress, onOpen, onClose } = controls;
  // A later opening by hover or click must not pull focus into the menu.
  if (!isOpen && isOpenedByArrow) setIsOpenedByArrow(false);
  const panelId = `header-menu-${item.menu}`;

  const links = () => [...(panelRef.current?.querySelectorAll("a") ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      onClose();
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Home" && event.key !== "End") return;
    const list = links();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === triggerRef.current) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      if (isOpen) list[0]?.focus();
      else {
        setIsOpenedByArrow(true);
        onOpen();
      }
      return;
    }
    if (index < 0) return;
    event.preventDefault();
    if (event.key === "Home") list[0]?.focus();
    else if (event.key === "End") list.at(-1)?.focus();
    else if (event.key === "ArrowDown") list[Math.min(index + 1, list.length - 1)]?.focus();
    else if (index === 0) triggerRef.current?.focus();
    else list[index - 1]?.focus();
  }

  // Focus moving to another entry (Tab past the last link) closes the menu; focus within it does not.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) onClose();
  }

  const whenMouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") handler();
  };

  return (
    <li
      className="relative"
      onPointerEnter={whenMouse(onHoverStart)}
      onPointerLeave={whenMouse(onHoverEnd)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-current={isCurrentPath(pathname, item.href) ? "page" : undefined}
        onClick={() => {
          setIsOpenedByArrow(false);
          onPress();
        }}
        data-state={isOpen ? "open" : "closed"}
        className={cn(
          entryClass,
          "group inline-flex items-center gap-1 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900",
        )}
      >
        {label}
        <ChevronDown
          aria-hidden
          className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {isOpen && (
        // pt-2 instead of a margin: the gap under the button belongs to the item, so crossing it is no "leave".
        <div ref={panelRef} id={panelId} className="absolute top-full left-0 z-50 pt-2">
          <MenuPanel menu={item.menu} menus={menus} shouldFocusFirstLink={isOpenedByArrow} />
        </div>
      )}
    </li>
  );
}

type OpenMenu = { key: NavMenuKey; byHover: boolean } | null;

/** Which menu is open, with the hover delays; one menu at a time, and a click outside closes it. */
function useOpenMenu(navRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<OpenMenu>(null);
  const timer = useRef<number | undefined>(undefined);
  const later = (ms: number, action: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, navRef]);

  return (key: NavMenuKey): MenuControls => ({
    isOpen: open?.key === key,
    // Moving from one open menu to the next switches at once, as in a menu bar.
    onHoverStart: () =>
      later(open ? 0 : OPEN_DELAY_MS, () =>
        setOpen((current) => (current?.key === key ? current : { key, byHover: true })),
      ),
    onHoverEnd: () => later(CLOSE_DELAY_MS, () => setOpen(null)),
    // A click on a menu the hover just opened keeps it open; otherwise a click toggles.
    onPress: () => {
      window.clearTimeout(timer.current);
      setOpen((current) => (current?.key === key && !current.byHover ? null : { key, byHover: false }));
    },
    onOpen: () => {
      window.clearTimeout(timer.current);
      setOpen({ key, byHover: false });
    },
    onClose: () => {
      window.clearTimeout(timer.current);
      setOpen(null);
    },
  });
}

function LinkEntry({ href, label }: { href: string; label: string }) {
  const pathname = usePathname();
  return (
    <li>
      <Link href={href} aria-current={isCurrentPath(pathname, href) ? "page" : undefined} className={entryClass}>
        {label}
      </Link>
    </li>
  );
}

export function DesktopNav({ menus, className }: { menus: HeaderMenuData; className?: string }) {
  const t = useTranslations("Header");
  const locale = useLocale();
  const navRef = useRef<HTMLElement>(null);
  const controlsFor = useOpenMenu(navRef);
  usePrefetchMenusWhenIdle(locale);

  return (
    <nav
      ref={navRef}
      aria-label={t("mainNav")}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      className={className}
    >
      <ul className="flex items-center gap-0.5">
        {forLocale(mainNav, locale, menus.isAiEnabled).map(({ menu, ...item }) =>
          menu ? (
            <MenuEntry
              key={item.key}
              item={{ ...item, menu }}
              menus={menus}
              label={t(`nav.${item.key}`)}
              controls={controlsFor(menu)}
            />
          ) : (
            <LinkEntry key={item.key} href={item.href} label={t(`nav.${item.key}`)} />
          ),
        )}
      </ul>
    </nav>
  );
}
