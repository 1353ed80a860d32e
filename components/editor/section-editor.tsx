"use client";
// One section: its title (never blank), its items with the fields its kind asks for, the column it sits in
// (two-column templates). Its spacing in px is set in the style panel (section-spacing.tsx), with the other spacing.
import { memo, useCallback } from "react";
import { ArrowLeftRight, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import { canBeOngoing, itemFormKind } from "@/lib/client/editor/item-form-kind";
import { itemLabelKind, labelsForForm } from "@/lib/client/editor/item-labels";
import type { TSection } from "@/lib/shared/validations/resume-document/document";
import { isPolishableSection } from "@/lib/client/editor/polish-targets";
import { PolishButton } from "./ai/polish-button";
import { useEditorStore } from "./editor-context";
import { ItemEditor } from "./item-editor";
import { ReorderControls } from "./reorder-controls";
import { TextField } from "./text-field";
import { useDragReorder, type DragReorder } from "./use-drag-reorder";

type Props = {
  section: TSection;
  index: number;
  count: number;
  twoColumns: boolean;
  onMove: (from: number, to: number) => void;
  drag: DragReorder;
};

export const SectionEditor = memo(function SectionEditor({ section, index, count, twoColumns, onMove, drag }: Props) {
  const t = useTranslations("Editor.section");
  const store = useEditorStore();
  const id = section.id;
  const moveItem = useCallback((from: number, to: number) => store.edit(ops.moveItem(id, from, to)), [store, id]);
  const itemDrag = useDragReorder(moveItem);
  const required = useCallback((value: string) => (value.trim() === "" ? t("required") : null), [t]);
  const label = section.name || t("untitled");
  const form = itemFormKind(section);
  const labels = labelsForForm(form, itemLabelKind(section));
  const ongoing = canBeOngoing(section);
  return (
    <section
      aria-label={label}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm data-drop-over:ring-2 data-drop-over:ring-brand-400"
      data-testid="section-editor"
      data-section-id={id}
      {...drag.target(index)}
    >
      <div className="mb-3 flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t("name")}
          value={section.name}
          refuse={required}
          onValue={(name) => store.edit(ops.updateSection(id, { name }), { coalesceKey: `${id}.name` })}
        />
        {isPolishableSection(section) && section.data.some((item) => item.description.trim() !== "") && (
          <PolishButton target={{ kind: "section", sectionId: id }} label={t("polish", { name: label })} />
        )}
        <ReorderControls
          label={label}
          index={index}
          count={count}
          onMove={onMove}
          dragHandle={drag.handle(index)}
          onRemove={() => store.edit(ops.removeSection(id), { kind: "delete" })}
        />
      </div>
      {twoColumns && (
        <Button
          variant="ghost"
          size="sm"
          className="mb-2"
          onClick={() => store.edit(ops.flipSection(id))}
          aria-label={t("flip", { name: label })}
        >
          <ArrowLeftRight aria-hidden /> {section.position === "side" ? t("inSide") : t("inMain")}
        </Button>
      )}
      <ol className="space-y-3">
        {section.data.map((item, i) => (
          <ItemEditor
            key={item.id ?? i}
            sectionId={id}
            item={item}
            index={i}
            count={section.data.length}
            form={form}
            labels={labels}
            ongoing={ongoing}
            onMove={moveItem}
            drag={itemDrag}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Button variant="outline" size="sm" onClick={() => store.edit(ops.addItem(id), { kind: "add" })}>
          <Plus aria-hidden /> {t("addItem")}
        </Button>
      </div>
    </section>
  );
});
