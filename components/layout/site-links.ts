// The site's navigation in one place, so the desktop header, the mobile menu and the footer stay in step.
// Labels are message keys (Header.nav.*, Footer.links.*); `zhOnly` items exist only in the Chinese locale, `aiOnly`
// items only when the `ai` toggle is on (the layout reads it, lib/server/env.ts isAiEnabled).
import type { Locale } from "@/i18n/routing";
import type messages from "@/messages/en.json";

type Messages = typeof messages;
type NavKey = keyof Messages["Header"]["nav"];
type FooterLinkKey = keyof Messages["Footer"]["links"];
type FooterColumnKey = keyof Messages["Footer"]["columns"];
type AuthKey = keyof Messages["Header"]["auth"];

/** The three header entries that open a menu instead of navigating; `href` is then the menu's "All …" page. */
export type NavMenuKey = "templates" | "examples" | "knowledge";
export type NavItem = { key: NavKey; href: string; zhOnly?: boolean; aiOnly?: boolean; menu?: NavMenuKey };
/** `locale` set: the link goes to that locale's site (the language links), not the current one. */
export type FooterLink = { key: FooterLinkKey; href: string; zhOnly?: boolean; aiOnly?: boolean; locale?: Locale };
export type FooterColumn = { key: FooterColumnKey; links: FooterLink[] };
export type AuthLink = { key: AuthKey; href: string; primary?: boolean };

export const mainNav: NavItem[] = [
  { key: "templates", href: "/templates", menu: "templates" },
  { key: "examples", href: "/examples", menu: "examples" },
  { key: "knowledge", href: "/guides", menu: "knowledge" },
  { key: "ai", href: "/ai", aiOnly: true },
  { key: "referral", href: "/referral", zhOnly: true },
  { key: "pricing", href: "/pricing" },
];

export const footerColumns: FooterColumn[] = [
  {
    key: "about",
    links: [
      // Both footers link the same pages (issue 21 item 13): docs/product.md §1 kept reviews, referral and the roadmap
      // to the Chinese footer, which left those English pages reachable from nowhere.
      { key: "reviews", href: "/review" },
      { key: "referral", href: "/referral" },
      { key: "roadmap", href: "/roadmap" },
      { key: "pricing", href: "/pricing" },
    ],
  },
  {
    key: "support",
    links: [
      { key: "guides", href: "/guides" },
      { key: "orders", href: "/settings?type=orders" },
      { key: "settings", href: "/settings" },
      { key: "terms", href: "/terms" },
      { key: "privacy", href: "/privacy" },
    ],
  },
  {
    key: "services",
    links: [
      { key: "templates", href: "/templates" },
      { key: "examples", href: "/examples" },
      { key: "ai", href: "/ai", aiOnly: true },
      { key: "upload", href: "/upload" },
    ],
  },
  {
    key: "links",
    links: [
      { key: "studentOffer", href: "/offer" },
      { key: "englishSite", href: "/", locale: "en" },
      { key: "chineseSite", href: "/", locale: "zh" },
    ],
  },
];

/** The path a header entry stands for, so the entry is marked current on that page and the pages below it. */
export function isCurrentPath(pathname: string, href: string): boolean {
  const target = href.split("?")[0] ?? href;
  return pathname === target || pathname.startsWith(`${target}/`);
}

/**
 * docs/product.md §2: the Chinese site has one login page (route /signin, at /ch/login); the English one sign-up and
 * sign-in.
 */
export const signedOutLinks: Record<Locale, AuthLink[]> = {
  zh: [{ key: "login", href: "/signin", primary: true }],
  en: [
    { key: "signin", href: "/signin" },
    { key: "signup", href: "/signup", primary: true },
  ],
};

export const accountLinks = {
  myResumes: "/resumes",
  applications: "/applications",
  // Until the start dialog exists, creating a resume starts from choosing a template.
  createNew: "/templates",
  settings: "/settings",
  orders: "/settings?type=orders",
} as const;

export function forLocale<T extends { zhOnly?: boolean; aiOnly?: boolean }>(
  items: readonly T[],
  locale: Locale,
  isAiEnabled: boolean,
): T[] {
  return items.filter((item) => (!item.zhOnly || locale === "zh") && (!item.aiOnly || isAiEnabled));
}
