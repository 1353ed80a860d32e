// A section: its title and items. Memoised: the editor re-renders on every keystroke, and an unchanged section
// object (immutable updates) skips rendering entirely.
import { memo } from "react";
import type { TResumeLang, TSection } from "@/lib/shared/validations/resume-document/document";
import { isSkillLike, printableItems } from "@/lib/shared/resume/printable-items";
import { pxStyles } from "@/lib/shared/resume/spacing";
import { LangText } from "./lang-text";
import { ResumeItem, type ItemLayout } from "./resume-item";
import { SkillsList } from "./skills-list";

type Props = { section: TSection; lang: TResumeLang; itemLayout: ItemLayout; compactSide?: boolean };

/** Certificates and similar one-date entries should not read "2023 – Present". */
const openEndedTypes = new Set(["empolyment", "education"]);

export const ResumeSection = memo(function ResumeSection({ section, lang, itemLayout, compactSide }: Props) {
  // Nothing to print, nothing printed: a bare heading on paper reads as a mistake.
  const items = printableItems(section);
  if (items.length === 0) return null;
  const openEnded = openEndedTypes.has(section.type) || section.kind === "project";
  const layout: ItemLayout = compactSide ? "stacked" : itemLayout;
  return (
    <section
      className={`rs-section rs-section-${section.kind ?? section.type}`}
      style={pxStyles(section.styles)}
      data-section-id={section.id}
    >
      {section.name && (
        <h2 className="rs-section-title">
          <span>
            <LangText text={section.name} lang={lang} />
          </span>
        </h2>
      )}
      {isSkillLike(section) ? (
        <SkillsList
          items={items}
          tagStyle={section.tagStyle === "none" && compactSide ? "none" : section.tagStyle}
          lang={lang}
        />
      ) : (
        <div className={`rs-items${section.columns === "two" ? " rs-items-two" : ""}`}>
          {items.map((item, index) => (
            <ResumeItem
              key={item.id ?? index}
              item={item}
              lang={lang}
              layout={layout}
              onlyDesc={section.onlyDesc || section.profile}
              dateOpenEnded={openEnded}
            />
          ))}
        </div>
      )}
    </section>
  );
});
