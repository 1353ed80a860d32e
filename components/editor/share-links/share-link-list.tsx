"use client";
// The tracked links of a resume (issue 26 item 4): loading, failure with a retry, the empty state, or the rows, newest
// first. Each link's address uses the origin the owner is using and the site language they are in (as share-link.tsx
// does for the public link: /s/… from the English site, /ch/s/… from the Chinese one).
import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { localePrefix, type Locale } from "@/i18n/routing";
import type { ShareLinkDto } from "@/lib/shared/validations/share-links/share-link";
import { ShareLinkItem } from "./share-link-item";
import type { ShareLinksState } from "./use-share-links";

const noSubscribe = () => () => {};

type Props = { state: ShareLinksState; onRetry: () => void; onRevoke: (link: ShareLinkDto) => void };

export function ShareLinkList({ state, onRetry, onRevoke }: Props) {
  const t = useTranslations("ShareLinks");
  const locale = useLocale() as Locale;
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
  if (state.status === "loading")
    return (
      <p role="status" className="py-2 text-sm text-slate-500">
        {t("loading")}
      </p>
    );
  if (state.status === "error")
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 py-2 text-sm text-red-700">
        <span className="mr-auto">{t("error")}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      </div>
    );
  if (state.links.length === 0) return <p className="py-2 text-sm text-slate-500">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="share-link-list">
      {state.links.map((link) => (
        <ShareLinkItem
          key={link.id}
          link={link}
          url={`${origin}${localePrefix[locale]}${link.path}`}
          onRevoke={onRevoke}
        />
      ))}
    </ul>
  );
}
