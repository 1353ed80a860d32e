// Contact details and links. Hidden e-mail / phone (public page settings) are not rendered at all, not just hidden.
import { Cake, Link2, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import type { TBasicInfo, TLink, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { resumeLabels } from "@/lib/shared/resume/labels";
import { displayUrl, safeHref } from "@/lib/shared/resume/safe-url";
import { LangText } from "./lang-text";

/** What the contact details are drawn from; the layout passes the same to the header and to a sidebar's list. */
export type ContactSource = {
  basicInfo: TBasicInfo;
  links: TLink[];
  lang: TResumeLang;
  hideEmail?: boolean;
  hidePhone?: boolean;
};
type Props = ContactSource & { layout: "row" | "stack" };
type Entry = { key: string; icon: LucideIcon; label: string; text: string; href?: string; name?: string };

function entries({ basicInfo, links, lang, hideEmail, hidePhone }: ContactSource): Entry[] {
  const l = resumeLabels(lang);
  const list: Entry[] = [];
  if (basicInfo.location) list.push({ key: "location", icon: MapPin, label: l.location, text: basicInfo.location });
  if (basicInfo.cellphone && !hidePhone)
    list.push({
      key: "phone",
      icon: Phone,
      label: l.phone,
      text: basicInfo.cellphone,
      href: `tel:${basicInfo.cellphone.replace(/[^\d+]/g, "")}`,
    });
  if (basicInfo.email && !hideEmail)
    list.push({ key: "email", icon: Mail, label: l.email, text: basicInfo.email, href: `mailto:${basicInfo.email}` });
  if (basicInfo.wechat)
    list.push({ key: "wechat", icon: MessageCircle, label: l.wechat, text: basicInfo.wechat, name: l.wechat });
  if (basicInfo.birth) list.push({ key: "birth", icon: Cake, label: l.birth, text: basicInfo.birth, name: l.birth });
  links.forEach((link, index) => {
    if (!link.src && !link.name) return;
    list.push({
      key: `link-${index}`,
      icon: Link2,
      label: link.name,
      text: link.src ? displayUrl(link.src) : link.name,
      href: safeHref(link.src),
      name: link.src ? link.name : undefined,
    });
  });
  return list;
}

/** Whether the list prints anything: a sidebar's "Contact" heading is left out with nothing under it. */
export function hasContactEntries(props: ContactSource): boolean {
  return entries(props).length > 0;
}

export function ContactList(props: Props) {
  const list = entries(props);
  if (list.length === 0) return null;
  return (
    <ul className={`rs-contact rs-contact-${props.layout}`}>
      {list.map(({ key, icon: Icon, label, text, href, name }) => (
        <li key={key} className={`rs-contact-${key.startsWith("link") ? "link" : key}`}>
          <Icon aria-hidden="true" className="rs-icon" />
          {name && (
            <span className="rs-contact-name">
              <LangText text={name} lang={props.lang} />
            </span>
          )}
          {href ? (
            <a href={href} title={label}>
              {text}
            </a>
          ) : (
            <span title={label}>
              <LangText text={text} lang={props.lang} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
