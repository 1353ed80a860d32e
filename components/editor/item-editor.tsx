"use client";
// One item of a section. Memoised on the item object: typing in one item re-renders only that item.
import { memo } from "react";
import { useTranslations } from "next-intl";
import { ops } from "@/lib/editor/doc-ops";
import type { TItem } from "@/lib/validations/resume/document";
import { useEditorStore } from "./editor-context";
import { ReorderControls } from "./reorder-controls";
import { TextField } from "./text-field";
import type { DragReorder } from "./use-drag-reorder";

type Props = {
  sectionId: string; item: TItem; index: number; count: number; onlyDesc: boolean;
  onMove: (from: number, to: number) => void; drag: DragReorder;
};

const full = ["title", "subTitle", "startDate", "endDate", "city"] as const;

export const ItemEditor = memo(function ItemEditor({ sectionId, item, index, count, onlyDesc, onMove, drag }: Props) {
  const t = useTranslations("Editor.item");
  const store = useEditorStore();
  const set = (field: keyof TItem) => (value: string) => store.edit(ops.setItem(sectionId, index, { [field]: value }), { coalesceKey: `${sectionId}.${index}.${field}` });
  const label = item.title || t("untitled", { n: index + 1 });
  return (
    <li className="rounded-lg border border-slate-200 p-3 data-drop-over:ring-2 data-drop-over:ring-brand-400" {...drag.target(index)}>
      <div className="mb-2 flex items-center gap-2">
        <p className="mr-auto truncate text-sm font-medium text-slate-800">{label}</p>
        <ReorderControls label={label} index={index} count={count} onMove={onMove} dragHandle={drag.handle(index)} onRemove={() => store.edit(ops.removeItem(sectionId, index), { kind: "delete" })} />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {(onlyDesc ? (["title"] as const) : full).map((field) => (
          <TextField key={field} label={t(field)} value={item[field]} onValue={set(field)} placeholder={field.endsWith("Date") ? t("datePlaceholder") : undefined} className={field === "title" && onlyDesc ? "sm:col-span-2" : undefined} />
        ))}
        <TextField className="sm:col-span-2" multiline label={t("description")} value={item.description} onValue={set("description")} />
      </div>
    </li>
  );
});
