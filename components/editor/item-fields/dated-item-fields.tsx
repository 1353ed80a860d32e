"use client";
// An entry with dates (work, education, projects, certificates, custom sections): title, subtitle, city, start and
// end as month pickers, 'present' for an ongoing entry, and the description.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { isPresentValue, PRESENT } from "@/lib/resume/date-value";
import type { TItem } from "@/lib/validations/resume-document/document";
import type { SetItemField } from "../item-editor";
import { TextField } from "../text-field";
import { MonthField } from "./month-field";

/** `review` names a field's place for the upload review (item-editor.tsx), or undefined for an item without id. */
type Props = { item: TItem; set: SetItemField; ongoing: boolean; review: (field: keyof TItem) => string | undefined };

export function DatedItemFields({ item, set, ongoing, review }: Props) {
  const t = useTranslations("Editor.item");
  const presentId = useId();
  const isPresent = isPresentValue(item.endDate);
  const month = (field: "startDate" | "endDate") => (
    <MonthField
      label={t(field)}
      value={item[field]}
      onValue={set(field)}
      keptHint={t("keptAsTyped")}
      pickLabel={t("pickMonth")}
      reviewPath={review(field)}
    />
  );
  return (
    <>
      <TextField label={t("title")} value={item.title} onValue={set("title")} reviewPath={review("title")} />
      <TextField
        label={t("subTitle")}
        value={item.subTitle}
        onValue={set("subTitle")}
        reviewPath={review("subTitle")}
      />
      {month("startDate")}
      <div className="min-w-0">
        {isPresent ? <p className="mb-1 block text-xs font-medium text-slate-600">{t("endDate")}</p> : month("endDate")}
        {(ongoing || isPresent) && (
          <label htmlFor={presentId} className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <input
              id={presentId}
              type="checkbox"
              checked={isPresent}
              onChange={(event) => set("endDate")(event.target.checked ? PRESENT : "")}
            />
            {t("present")}
          </label>
        )}
      </div>
      <TextField
        className="sm:col-span-2"
        label={t("city")}
        value={item.city}
        onValue={set("city")}
        reviewPath={review("city")}
      />
      <TextField
        className="sm:col-span-2"
        multiline
        label={t("description")}
        value={item.description}
        onValue={set("description")}
        reviewPath={review("description")}
      />
    </>
  );
}
