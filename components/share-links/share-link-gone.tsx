// The polite page of a tracked link that no longer shows its resume (issue 26 item 4): revoked, expired, its resume in
// the trash, or a token that never existed; one answer for all, so it tells nothing about the resume or its owner.
// Styled like the public link's 404 (components/public-resumes/public-not-found.tsx), with links home in both
// languages. A server component with plain links and no script; its texts come from the caller (not-found.tsx), so
// it holds only what it is given.
import { Link2Off } from "lucide-react";
import { htmlLang, localePrefix, type Locale } from "@/i18n/routing";

type ShareLinkGoneTexts = { title: string; body: string; backHome: string };

type Props = { locale: Locale; texts: ShareLinkGoneTexts; other: { locale: Locale; backHome: string } };

export function ShareLinkGone({ locale, texts, other }: Props) {
  return (
    <main className="public-page public-not-found" lang={htmlLang[locale]} data-testid="share-link-gone">
      <div className="public-not-found-card">
        <Link2Off aria-hidden className="public-not-found-icon" />
        <h1 className="public-not-found-title">{texts.title}</h1>
        <p className="public-not-found-body">{texts.body}</p>
        <p className="public-not-found-actions">
          <a href={localePrefix[locale] || "/"} className="public-not-found-primary">
            {texts.backHome}
          </a>
          <a
            href={localePrefix[other.locale] || "/"}
            lang={htmlLang[other.locale]}
            className="public-not-found-secondary"
          >
            {other.backHome}
          </a>
        </p>
      </div>
    </main>
  );
}
