"use client";
// The rows of the templates, examples and knowledge menus, shared by the desktop hover menus and the mobile menu's
// groups. Each caller decides how a row links (`renderLink`): plain links on the desktop, links that also close the
// sheet on mobile.
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { HEADER_USAGE_THRESHOLD, usageTag } from "@/lib/shared/catalogue/usage-label";
import type { MenuGuide, MenuTemplate } from "./header-menu-data";
import { HEADER_EXAMPLE_COUNT, useTopExamples } from "./top-examples-store";

export type MenuLinkProps = { href: string; className: string; children: ReactNode };
export type RenderMenuLink = (props: MenuLinkProps) => ReactNode;

// Joined without merging (see lib/shared/utils/cn.ts), so the two rows share no conflicting classes.
const rowClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none transition-colors hover:bg-slate-100 focus-visible:bg-slate-100";
const menuRowClass = `${rowClass} text-slate-700 hover:text-slate-900`;
const allRowClass = `${rowClass} font-medium text-brand-700 hover:text-brand-800`;

type ListProps = { renderLink: RenderMenuLink; className?: string };

export function TemplateMenuList({ templates, renderLink, className }: ListProps & { templates: MenuTemplate[] }) {
  const t = useTranslations("Header.menus");
  return (
    <ul className={className}>
      {templates.map((template) => (
        <li key={template.slug}>
          {renderLink({
            href: `/templates/${template.slug}`,
            className: menuRowClass,
            children: (
              <>
                <span
                  aria-hidden
                  data-testid="template-dot"
                  className="size-3 shrink-0 rounded-full ring-1 ring-black/10"
                  style={{ backgroundColor: template.hex }}
                />
                <span className="min-w-0 flex-1 truncate">{template.title}</span>
                {template.isPro && (
                  <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
                    {t("pro")}
                  </span>
                )}
              </>
            ),
          })}
        </li>
      ))}
      <li>{renderLink({ href: "/templates", className: allRowClass, children: t("allTemplates") })}</li>
    </ul>
  );
}

/** Loads on first render (the menu opened); a skeleton meanwhile; after a failure only the "All examples" row. */
export function ExampleMenuList({ renderLink, className }: ListProps) {
  const t = useTranslations("Header.menus");
  const locale = useLocale();
  const { status, examples } = useTopExamples(locale, true);
  const isLoading = status === "idle" || status === "loading";

  return (
    <ul className={className} aria-busy={isLoading || undefined}>
      {isLoading && (
        <li data-testid="examples-menu-skeleton">
          <span className="sr-only">{t("loading")}</span>
          {Array.from({ length: HEADER_EXAMPLE_COUNT }, (_, index) => (
            <span
              key={index}
              aria-hidden
              className="mx-3 my-2.5 block h-4 animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
            />
          ))}
        </li>
      )}
      {examples.map((example) => {
        const tag = usageTag(example.used, HEADER_USAGE_THRESHOLD);
        return (
          <li key={example._id}>
            {renderLink({
              href: `/examples?example=${encodeURIComponent(example._id)}`,
              className: menuRowClass,
              children: (
                <>
                  <span className="min-w-0 flex-1 truncate">{example.name}</span>
                  {tag !== null && (
                    <span
                      data-testid="usage-tag"
                      className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                    >
                      {t("usedTag", { count: tag })}
                    </span>
                  )}
                </>
              ),
            })}
          </li>
        );
      })}
      <li>{renderLink({ href: "/examples", className: allRowClass, children: t("allExamples") })}</li>
    </ul>
  );
}

export function GuideMenuList({ guides, renderLink, className }: ListProps & { guides: MenuGuide[] }) {
  const t = useTranslations("Header.menus");
  return (
    <ul className={className}>
      {guides.map((guide) => (
        <li key={guide.slug}>
          {renderLink({ href: `/guides/${guide.slug}`, className: menuRowClass, children: guide.title })}
        </li>
      ))}
      <li>{renderLink({ href: "/guides", className: allRowClass, children: t("allGuides") })}</li>
    </ul>
  );
}
