"use client";
import { memo, useCallback } from "react";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ops } from "@/lib/client/editor/doc-ops";
import { useEditor, useEditorStore } from "./editor-context";
import { EditorCard } from "./editor-card";
import { ReorderControls } from "./reorder-controls";
import { TextField } from "./text-field";
import { useDragReorder } from "./use-drag-reorder";

/** Custom links (docs/product.md §3 Link: name, src): add, edit, delete, reorder. */
export const LinksForm = memo(function LinksForm() {
  const t = useTranslations("Editor.links");
  const store = useEditorStore();
  const links = useEditor((s) => s.doc.data.links);
  const onMove = useCallback((from: number, to: number) => store.edit(ops.moveLink(from, to)), [store]);
  const drag = useDragReorder(onMove);
  return (
    <EditorCard
      title={t("title")}
      id="links"
      actions={
        <Button variant="outline" size="sm" onClick={() => store.edit(ops.addLink(), { kind: "add" })}>
          <Plus aria-hidden /> {t("add")}
        </Button>
      }
    >
      {links.length === 0 && <p className="text-sm text-slate-500">{t("empty")}</p>}
      <ol className="space-y-2">
        {links.map((link, index) => {
          const label = link.name || t("untitled", { n: index + 1 });
          return (
            <li
              key={link.id}
              className="flex items-end gap-2 rounded-md data-drop-over:ring-2 data-drop-over:ring-brand-400"
              {...drag.target(index)}
            >
              <TextField
                className="flex-1"
                label={t("name")}
                value={link.name}
                reviewPath={`links.${index}.name`}
                onValue={(name) => store.edit(ops.setLink(index, { name }), { coalesceKey: `link.${index}.name` })}
              />
              <TextField
                className="flex-[2]"
                label={t("src")}
                type="url"
                value={link.src}
                reviewPath={`links.${index}.src`}
                onValue={(src) => store.edit(ops.setLink(index, { src }), { coalesceKey: `link.${index}.src` })}
              />
              <ReorderControls
                label={label}
                index={index}
                count={links.length}
                onMove={onMove}
                dragHandle={drag.handle(index)}
                onRemove={() => store.edit(ops.removeLink(index), { kind: "delete" })}
              />
            </li>
          );
        })}
      </ol>
    </EditorCard>
  );
});
