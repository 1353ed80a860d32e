// The public resume reflowed for a phone (issue 21): the A4 sheet scaled to a 390 px screen has text about 5.5 px
// high, so narrow screens read this instead. Same content as the page (the section order, the entries and fields that
// print, the contact details the owner left visible) in the template's accent colour and the resume's font, one column
// at a readable size. Pure props in, markup out: it renders on the server beside the page view, and CSS picks the one
// shown (app/r/[slug]/public-page.css).
import type { CSSProperties } from "react";
import { RichText } from "@/components/resume-document/parts/rich-text";
import { fontFamily } from "@/lib/shared/resume/fonts";
import { formatDateRange } from "@/lib/shared/resume/format-date";
import { htmlLangOf, resumeLabels } from "@/lib/shared/resume/labels";
import { orderSections } from "@/lib/shared/resume/order-sections";
import { isSkillLike, printableItems } from "@/lib/shared/resume/printable-items";
import { displayUrl, safeHref, safeImageSrc } from "@/lib/shared/resume/safe-url";
import { resolveThemeHex } from "@/lib/shared/templates/registry";
import type {
  TBasicInfo,
  TItem,
  TLink,
  TResumeConfig,
  TResumeData,
  TResumeLang,
  TSection,
} from "@/lib/shared/validations/resume-document/document";

type Props = { data: TResumeData; config: TResumeConfig };

/** Templates that open with the profile section (template-intro.tsx, variant.profileFirst). */
const PROFILE_FIRST_TEMPLATES = new Set(["TemplateIntro"]);
/** As on paper (resume-section.tsx): one-date entries such as certificates do not read "2023 – Present". */
const OPEN_ENDED_TYPES = new Set(["empolyment", "education"]);

type Contact = { key: string; label: string; text: string; href?: string };

/** The page's contact rules (parts/contact-list.tsx); e-mail and phone the owner hid are already blank in `data`. */
function contacts(basicInfo: TBasicInfo, links: TLink[], lang: TResumeLang): Contact[] {
  const l = resumeLabels(lang);
  const list: Contact[] = [];
  if (basicInfo.location) list.push({ key: "location", label: l.location, text: basicInfo.location });
  if (basicInfo.cellphone)
    list.push({
      key: "phone",
      label: l.phone,
      text: basicInfo.cellphone,
      href: `tel:${basicInfo.cellphone.replace(/[^\d+]/g, "")}`,
    });
  if (basicInfo.email)
    list.push({ key: "email", label: l.email, text: basicInfo.email, href: `mailto:${basicInfo.email}` });
  if (basicInfo.wechat) list.push({ key: "wechat", label: l.wechat, text: basicInfo.wechat });
  if (basicInfo.birth) list.push({ key: "birth", label: l.birth, text: basicInfo.birth });
  links.forEach((link, index) => {
    if (!link.src && !link.name) return;
    list.push({
      key: `link-${index}`,
      label: link.src ? link.name || l.links : l.links,
      text: link.src ? displayUrl(link.src) : link.name,
      href: safeHref(link.src),
    });
  });
  return list;
}

function ReadingItem({ item, section, lang }: { item: TItem; section: TSection; lang: TResumeLang }) {
  const onlyDesc = section.onlyDesc || section.profile;
  const openEnded = OPEN_ENDED_TYPES.has(section.type) || section.kind === "project";
  const dates = onlyDesc ? "" : formatDateRange(item.startDate, item.endDate, lang, openEnded);
  const meta = onlyDesc ? [] : [item.subTitle, item.city].filter(Boolean);
  return (
    <li className="public-reading-item">
      {(item.title || dates) && (
        <div className="public-reading-item-head">
          {item.title && <h3 className="public-reading-item-title">{item.title}</h3>}
          {dates && <time className="public-reading-item-dates">{dates}</time>}
        </div>
      )}
      {meta.length > 0 && <p className="public-reading-item-meta">{meta.join(" · ")}</p>}
      <RichText source={item.description} className="public-reading-text" />
    </li>
  );
}

function ReadingSection({ section, lang }: { section: TSection; lang: TResumeLang }) {
  // What prints is what reads: an empty section leaves no bare heading here either.
  const items = printableItems(section);
  if (items.length === 0) return null;
  return (
    <section className="public-reading-section" data-section-id={section.id}>
      {section.name && <h2 className="public-reading-section-title">{section.name}</h2>}
      {isSkillLike(section) ? (
        <ul className="public-reading-skills">
          {items.map((item, index) => (
            <li key={item.id ?? index} className="public-reading-skill">
              <span className="public-reading-skill-name">{item.title}</span>
              {[item.subTitle, item.description].filter(Boolean).map((text) => (
                <span key={text} className="public-reading-skill-level">
                  {text}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="public-reading-items">
          {items.map((item, index) => (
            <ReadingItem key={item.id ?? index} item={item} section={section} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReadingView({ data, config }: Props) {
  const { basicInfo } = data;
  const sections = orderSections(data.sections, PROFILE_FIRST_TEMPLATES.has(config.templateName));
  const contactList = contacts(basicInfo, data.links, config.lang);
  const avatar = safeImageSrc(basicInfo.avatar);
  const style = {
    "--public-accent": resolveThemeHex(config.templateName, config.templateTheme),
    "--public-font": fontFamily(config.font),
  } as CSSProperties;
  return (
    <article
      className="public-reading"
      style={style}
      lang={htmlLangOf(config.lang)}
      data-testid="public-reading"
      data-template={config.templateName}
    >
      <header className="public-reading-header">
        {avatar && (
          // A plain <img> as on paper (parts/avatar.tsx): the photo's host is the owner's upload store.
          // eslint-disable-next-line @next/next/no-img-element
          <img className="public-reading-avatar" src={avatar} alt={basicInfo.name} width={72} height={72} />
        )}
        <div>
          {basicInfo.name && <h1 className="public-reading-name">{basicInfo.name}</h1>}
          {basicInfo.title && <p className="public-reading-title">{basicInfo.title}</p>}
        </div>
      </header>
      {contactList.length > 0 && (
        <dl className="public-reading-contact">
          {contactList.map(({ key, label, text, href }) => (
            <div key={key} className="public-reading-contact-row">
              <dt>{label}</dt>
              <dd>{href ? <a href={href}>{text}</a> : text}</dd>
            </div>
          ))}
        </dl>
      )}
      {sections.map((section) => (
        <ReadingSection key={section.id} section={section} lang={config.lang} />
      ))}
    </article>
  );
}
