// One entry of a section: head (title, dates, subtitle, city) kept together and with the first description line.
// Memoised: a keystroke in the editor changes one item object (doc-ops keeps the others by reference), so only that
// entry of the live preview renders again. data-item-id lets the editor's preview mark sample entries by CSS alone.
import { memo } from "react";
import type { TItem, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import { formatDateRange } from "@/lib/shared/resume/format-date";
import { pxStyles } from "@/lib/shared/resume/spacing";
import { LangText } from "./lang-text";
import { RichText } from "./rich-text";

export type ItemLayout = "stacked" | "date-left" | "timeline";
type Props = { item: TItem; lang: TResumeLang; layout: ItemLayout; onlyDesc: boolean; dateOpenEnded: boolean };

export const ResumeItem = memo(function ResumeItem({ item, lang, layout, onlyDesc, dateOpenEnded }: Props) {
  const dates = onlyDesc ? "" : formatDateRange(item.startDate, item.endDate, lang, dateOpenEnded);
  const hasHead = Boolean(item.title || item.subTitle || dates || item.city);
  const className = onlyDesc ? "rs-item rs-item-simple" : `rs-item rs-item-${layout}`;
  if (onlyDesc) {
    return (
      <div className={className} style={pxStyles(item.styles)} data-item-id={item.id}>
        {item.title && (
          <h3 className="rs-item-title">
            <LangText text={item.title} lang={lang} />
          </h3>
        )}
        <RichText source={item.description} lang={lang} />
      </div>
    );
  }
  return (
    <div className={className} style={pxStyles(item.styles)} data-item-id={item.id}>
      <div className="rs-item-body">
        {hasHead && (
          <div className="rs-item-head">
            <div className="rs-item-line">
              <h3 className="rs-item-title">
                <LangText text={item.title} lang={lang} />
              </h3>
              {layout !== "date-left" && dates && <time className="rs-item-dates">{dates}</time>}
            </div>
            {(item.subTitle || (layout !== "date-left" && item.city)) && (
              <div className="rs-item-line rs-item-line-sub">
                <span className="rs-item-subtitle">
                  <LangText text={item.subTitle} lang={lang} />
                </span>
                {layout !== "date-left" && item.city && (
                  <span className="rs-item-city">
                    <LangText text={item.city} lang={lang} />
                  </span>
                )}
              </div>
            )}
          </div>
        )}
        <RichText source={item.description} lang={lang} />
      </div>
      {/* After the entry's heading in the markup, in the left margin on the page (resume-parts.css). */}
      {layout === "date-left" && (
        <div className="rs-item-aside">
          {dates && <time className="rs-item-dates">{dates}</time>}
          {item.city && (
            <span className="rs-item-city">
              <LangText text={item.city} lang={lang} />
            </span>
          )}
        </div>
      )}
    </div>
  );
});
