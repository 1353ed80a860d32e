// Skills with the section's tag style: none (plain list), tag, outline, bar, dot. The level is always printed as text
// too, so an ATS reads "TypeScript – Expert" whatever the graphic.
import type { TItem, TResumeLang, TSection } from "@/lib/shared/validations/resume-document/document";
import { skillLevel } from "@/lib/shared/resume/skill-level";
import { pxStyles } from "@/lib/shared/resume/spacing";
import { LangText } from "./lang-text";

type Props = { items: TItem[]; tagStyle: TSection["tagStyle"]; lang: TResumeLang };

function Meter({ style, level }: { style: "bar" | "dot"; level: number }) {
  if (style === "bar") {
    return (
      <span className="rs-skill-bar" aria-hidden="true">
        <span style={{ width: `${level}%` }} />
      </span>
    );
  }
  const filled = Math.round(level / 20);
  return (
    <span className="rs-skill-dots" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= filled ? "on" : undefined} />
      ))}
    </span>
  );
}

export function SkillsList({ items, tagStyle, lang }: Props) {
  return (
    <ul className={`rs-skills rs-skills-${tagStyle}`}>
      {items.map((item, index) => (
        <li key={item.id ?? index} style={pxStyles(item.styles)} data-item-id={item.id}>
          <span className="rs-skill-name">
            <LangText text={item.title} lang={lang} />
          </span>
          {item.subTitle && (
            <span className="rs-skill-sub">
              <LangText text={item.subTitle} lang={lang} />
            </span>
          )}
          {item.description && (
            <span className="rs-skill-level">
              <LangText text={item.description} lang={lang} />
            </span>
          )}
          {(tagStyle === "bar" || tagStyle === "dot") && (
            <Meter style={tagStyle} level={skillLevel(item.description)} />
          )}
        </li>
      ))}
    </ul>
  );
}
