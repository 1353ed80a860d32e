"use client";
// An entry with dates (work, education, projects, certificates, custom sections), in the words of its kind: a job's
// company and position, a school's degree and major, a certificate's issuer (lib/client/editor/item-labels.ts). Start and
// end are year + month selects, 'present' ticks an ongoing entry, then the city and the description.
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { ItemLabelKind } from "@/lib/client/editor/item-labels";
import { isPresentValue, PRESENT } from "@/lib/shared/resume/date-value";
import type { TItem, TResumeLang } from "@/lib/shared/validations/resume-document/document";
import type { SetItemField } from "../item-editor";
import { TextField } from "../text-field";
import { DegreeMajorFields } from "./degree-major-fields";
import { MonthField } from "./month-field";

export type DatedKind = Extract<ItemLabelKind, "work" | "education" | "project" | "certificate" | "custom">;

/** `review` names a field's place for the upload review (item-editor.tsx), or undefined for an item without id. */
type Props = {
  item: TItem;
  kind: DatedKind;
  lang: TResumeLang;
  set: SetItemField;
  ongoing: boolean;
  review: (field: keyof TItem) => string | undefined;
};

export function DatedItemFields({ item, kind, lang, set, ongoing, review }: Props) {
  const t = useTranslations("Editor.item");
  const f = useTranslations(`Editor.fields.${kind}`);
  const presentId = useId();
  const isPresent = isPresentValue(item.endDate);
  const month = (field: "startDate" | "endDate") => (
    <MonthField
      label={f(field)}
      value={item[field]}
      onValue={set(field)}
      keptHint={t("keptAsTyped")}
      pickLabel={t("pickMonth")}
      reviewPath={review(field)}
    />
  );
  // A certificate has no city of its own; one an older document holds stays editable.
  const showCity = kind !== "certificate" || item.city !== "";
  return (
    <>
      <TextField
        className={kind === "education" ? "sm:col-span-2" : undefined}
        label={f("title")}
        placeholder={f("titlePh")}
        value={item.title}
        onValue={set("title")}
        reviewPath={review("title")}
      />
      {kind === "education" ? (
        <DegreeMajorFields
          value={item.subTitle}
          lang={lang}
          onValue={set("subTitle")}
          reviewPath={review("subTitle")}
        />
      ) : (
        <TextField
          label={f("subTitle")}
          placeholder={f("subTitlePh")}
          value={item.subTitle}
          onValue={set("subTitle")}
          reviewPath={review("subTitle")}
        />
      )}
      {month("startDate")}
      <div className="min-w-0">
        {isPresent ? <p className="mb-1 block text-xs font-medium text-slate-600">{f("endDate")}</p> : month("endDate")}
        {(ongoing || isPresent) && (
          <label htmlFor={presentId} className="mt-1.5 flex min-h-6 items-center gap-2 text-sm text-slate-700">
            <input
              id={presentId}
              type="checkbox"
              className="size-4"
              checked={isPresent}
              onChange={(event) => set("endDate")(event.target.checked ? PRESENT : "")}
            />
            {t("present")}
          </label>
        )}
      </div>
      {showCity && (
        <TextField
          className="sm:col-span-2"
          label={f("city")}
          placeholder={f("cityPh")}
          value={item.city}
          onValue={set("city")}
          reviewPath={review("city")}
        />
      )}
      <TextField
        className="sm:col-span-2"
        multiline
        label={f("description")}
        placeholder={f("descriptionPh")}
        value={item.description}
        onValue={set("description")}
        reviewPath={review("description")}
      />
    </>
  );
}
