"use client";
// One item of a section, with the fields its section kind asks for (lib/client/editor/item-form-kind.ts). Memoised on the
// item object: typing in one item re-renders only that item.
import { memo } from "react";
import { useTranslations } from "next-intl";
import { ops } from "@/lib/client/editor/doc-ops";
import type { ItemFormKind } from "@/lib/client/editor/item-form-kind";
import { itemCardTitle, type ItemLabelKind } from "@/lib/client/editor/item-labels";
import { cn } from "@/lib/shared/utils/cn";
import type { TItem } from "@/lib/shared/validations/resume-document/document";
import { PolishButton } from "./ai/polish-button";
import { useEditor, useEditorStore } from "./editor-context";
import { DatedItemFields, type DatedKind } from "./item-fields/dated-item-fields";
import { LevelSelect } from "./item-fields/level-select";
import { ReorderControls } from "./reorder-controls";
import { TextField } from "./text-field";
import type { DragReorder } from "./use-drag-reorder";

type Props = {
  sectionId: string;
  item: TItem;
  index: number;
  count: number;
  form: ItemFormKind;
  /** The words of this section's kind, fitted to `form` (lib/client/editor/item-labels.ts labelsForForm). */
  labels: ItemLabelKind;
  ongoing: boolean;
  onMove: (from: number, to: number) => void;
  drag: DragReorder;
};

export type SetItemField = (field: keyof TItem) => (value: string) => void;

export const ItemEditor = memo(function ItemEditor({
  sectionId,
  item,
  index,
  count,
  form,
  labels,
  ongoing,
  onMove,
  drag,
}: Props) {
  const t = useTranslations("Editor.item");
  const f = useTranslations("Editor.fields");
  const ts = useTranslations("Editor.samples");
  const store = useEditorStore();
  const lang = useEditor((s) => s.doc.config.lang);
  const set: SetItemField = (field) => (value) =>
    store.edit(ops.setItem(sectionId, index, { [field]: value }), { coalesceKey: `${sectionId}.${index}.${field}` });
  // Titled by what it holds ("Senior Engineer · Acme", the school), "New position" until it holds something.
  const label = itemCardTitle(labels, item) ?? f(`${labels}.newItem`);
  const simple = labels as Extract<ItemLabelKind, DatedKind | "hobby" | "profile" | "simple">;
  // Where this item's fields sit for the upload review ("sections.<sectionId>.<itemId>.title"); parsed items have ids.
  const review = (field: keyof TItem) => (item.id ? `sections.${sectionId}.${item.id}.${field}` : undefined);
  const level = (field: "description" | "subTitle", scale: "skill" | "language") => (
    <LevelSelect
      label={t(scale === "skill" ? "level" : "proficiency")}
      scale={scale}
      lang={lang}
      value={item[field]}
      none={t("noLevel")}
      typedLabel={t("asTyped", { value: item[field] })}
      onValue={(value) => store.edit(ops.setItem(sectionId, index, { [field]: value }))}
      reviewPath={review(field)}
    />
  );
  // Fields an older document filled that this kind no longer asks for stay visible while they hold text.
  const kept = (field: keyof TItem, name: string, multiline = false) =>
    typeof item[field] === "string" &&
    item[field] !== "" && (
      <TextField
        className="sm:col-span-2"
        multiline={multiline}
        label={name}
        value={item[field]}
        onValue={set(field)}
        reviewPath={review(field)}
      />
    );
  return (
    <li
      className={cn(
        "rounded-lg border p-3 data-drop-over:ring-2 data-drop-over:ring-brand-400",
        item.sample ? "border-amber-300 bg-amber-50/60" : "border-slate-200",
      )}
      data-testid="item-editor"
      data-form={form}
      data-sample={item.sample ? "" : undefined}
      {...drag.target(index)}
    >
      <div className="mb-2 flex items-center gap-2">
        {item.sample && (
          <span
            data-testid="sample-badge"
            className="shrink-0 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900"
          >
            {ts("badge")}
          </span>
        )}
        <p className="mr-auto truncate text-sm font-medium text-slate-800">{label}</p>
        {(form === "dated" || form === "simple") && item.description.trim() !== "" && (
          <PolishButton target={{ kind: "item", sectionId, index }} label={t("polish", { name: label })} />
        )}
        <ReorderControls
          label={label}
          index={index}
          count={count}
          onMove={onMove}
          dragHandle={drag.handle(index)}
          onRemove={() => store.edit(ops.removeItem(sectionId, index), { kind: "delete" })}
        />
      </div>
      {/* Seeded text (ZItem.sample) until any field is edited: a hurried user must not send it as their own. */}
      {item.sample && <p className="mb-2 text-xs text-amber-900">{ts("hint")}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {/* A skill's level is held in its description, a language's in its subTitle; the other field is kept. */}
        {(form === "skill" || form === "language") && (
          <>
            <TextField
              label={f(`${form}.title`)}
              placeholder={f(`${form}.titlePh`)}
              value={item.title}
              onValue={set("title")}
              reviewPath={review("title")}
            />
            {level(form === "skill" ? "description" : "subTitle", form)}
            {form === "skill" ? kept("subTitle", t("subTitle")) : kept("description", t("description"), true)}
          </>
        )}
        {form === "simple" && (
          <>
            <TextField
              className="sm:col-span-2"
              label={f(`${simple}.title`)}
              placeholder={f(`${simple}.titlePh`)}
              value={item.title}
              onValue={set("title")}
              reviewPath={review("title")}
            />
            <TextField
              className="sm:col-span-2"
              multiline
              label={f(`${simple}.description`)}
              placeholder={f(`${simple}.descriptionPh`)}
              value={item.description}
              onValue={set("description")}
              reviewPath={review("description")}
            />
          </>
        )}
        {form === "dated" && (
          <DatedItemFields
            item={item}
            kind={labels as DatedKind}
            lang={lang}
            set={set}
            ongoing={ongoing}
            review={review}
          />
        )}
      </div>
    </li>
  );
});
