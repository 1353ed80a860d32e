"use client";
// Every section, in resume order: reorder by drag (handle) or keyboard (move up / down), add and delete.
import { memo, useCallback } from "react";
import { ops } from "@/lib/client/editor/doc-ops";
import { getTemplateMeta } from "@/lib/shared/templates/registry";
import { AddSectionMenu } from "./add-section-menu";
import { useEditor, useEditorStore } from "./editor-context";
import { SectionEditor } from "./section-editor";
import { useDragReorder } from "./use-drag-reorder";

export const SectionsList = memo(function SectionsList() {
  const store = useEditorStore();
  const sections = useEditor((s) => s.doc.data.sections);
  const twoColumns = useEditor((s) => getTemplateMeta(s.doc.config.templateName)?.columns === "two");
  const onMove = useCallback((from: number, to: number) => store.edit(ops.moveSection(from, to)), [store]);
  const drag = useDragReorder(onMove);
  return (
    <div className="space-y-4">
      {sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={index}
          count={sections.length}
          twoColumns={twoColumns}
          onMove={onMove}
          drag={drag}
        />
      ))}
      <AddSectionMenu />
    </div>
  );
});
