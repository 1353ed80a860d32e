// The page frame every template shares: A4 pages (paginated on screen through CSS multi-column rows in Chromium,
// by @page in print), the theme colour, font and spacing variables, header and sections in one or two columns.
import type { CSSProperties } from "react";
import type { ResumeRenderProps } from "@/lib/shared/templates/types";
import type { TSection } from "@/lib/shared/validations/resume-document/document";
import { fontFamily } from "@/lib/shared/resume/fonts";
import { htmlLangOf, resumeLabels } from "@/lib/shared/resume/labels";
import { orderSections } from "@/lib/shared/resume/order-sections";
import { spacingVars } from "@/lib/shared/resume/spacing";
import { resolveThemeHex } from "@/lib/shared/templates/registry";
import { Avatar } from "../parts/avatar";
import { ContactList, hasContactEntries, type ContactSource } from "../parts/contact-list";
import { ResumeSection } from "../parts/resume-section";
import { ResumeHeader } from "./resume-header";
import type { TemplateVariant } from "./variant";

type Props = ResumeRenderProps & { variant: TemplateVariant; templateName: string };

export function ResumeLayout({ data, config, hideEmail, hidePhone, variant, templateName }: Props) {
  const sections = orderSections(data.sections, Boolean(variant.profileFirst));
  const twoColumns = variant.columns === "two";
  const side = twoColumns ? sections.filter((s) => s.position === "side") : [];
  const main = twoColumns ? sections.filter((s) => s.position !== "side") : sections;
  const style = {
    "--rs-accent": resolveThemeHex(templateName, config.templateTheme),
    "--rs-font": fontFamily(config.font),
    ...spacingVars(config.spacing),
  } as CSSProperties;
  const contactInSide = variant.header === "side";
  const contact: ContactSource = {
    basicInfo: data.basicInfo,
    links: data.links,
    lang: config.lang,
    hideEmail,
    hidePhone,
  };
  const sideContact = contactInSide && hasContactEntries(contact);
  const renderSections = (list: TSection[], inSide: boolean) =>
    list.map((section) => (
      <ResumeSection
        key={section.id}
        section={section}
        lang={config.lang}
        itemLayout={variant.itemLayout}
        compactSide={inSide}
      />
    ));
  const header = <ResumeHeader {...contact} withContact={!contactInSide} withAvatar={!contactInSide} />;

  return (
    <div
      className={`rs-root rs-t-${variant.id} rs-cols-${variant.columns}${twoColumns ? ` rs-side-${variant.sidebar ?? "left"}` : ""}`}
      style={style}
      lang={htmlLangOf(config.lang)}
      data-template={templateName}
    >
      <div className="rs-book">
        <article className="rs-page">
          {!twoColumns && header}
          {!twoColumns && <div className="rs-main">{renderSections(main, false)}</div>}
          {twoColumns && variant.header !== "side" && header}
          {twoColumns && (
            // The main column first, wherever the stylesheet places it: the name (in the main column when the contact
            // sits in the sidebar) and the main sections read before the sidebar (issue 25 item 3).
            <div className="rs-columns">
              <div className="rs-main">
                {contactInSide && header}
                {renderSections(main, false)}
              </div>
              <aside className="rs-aside">
                {contactInSide && <Avatar src={data.basicInfo.avatar} name={data.basicInfo.name} />}
                {sideContact && (
                  <section className="rs-section rs-section-contact">
                    <h2 className="rs-section-title">
                      <span>{resumeLabels(config.lang).contact}</span>
                    </h2>
                    <ContactList {...contact} layout="stack" />
                  </section>
                )}
                {renderSections(side, true)}
              </aside>
            </div>
          )}
        </article>
      </div>
    </div>
  );
}
