"use client";
// One section in the layout panel: a focusable row (Alt + arrows move it), a drag handle, move up / down and, in
// two-column templates, a button that sends it to the other column.
import { memo, type KeyboardEvent } from "react";
import { ArrowLeft, ArrowRight, Pin } from "lucide-react";
import { useTranslations } from "next-intl";
import type { LayoutColumn } from "@/lib/client/editor/section-layout";
import type { TSection } from "@/lib/shared/validations/resume-document/document";
import { ReorderControls, reorderButton } from "./reorder-controls";
import type { DragBetween } from "./use-drag-reorder";

export type LayoutMove = (id: string, column: LayoutColumn, index: number) => void;

type Props = {
  section: TSection;
  column: LayoutColumn;
  index: number;
  count: number;
  /** Two-column templates: the other column, where it sits ("left" / "right"), and its length. */
  other: { column: LayoutColumn; side: "left" | "right"; count: number } | null;
  pinned: boolean;
  first: number;
  hintId: string;
  drag: DragBetween<LayoutColumn>;
  onMove: LayoutMove;
};

export const LayoutRow = memo(function LayoutRow({
  section,
  column,
  index,
  count,
  other,
  pinned,
  first,
  hintId,
  drag,
  onMove,
}: Props) {
  const t = useTranslations("Editor.layout");
  const tSection = useTranslations("Editor.section");
  const name = section.name || tSection("untitled");
  const toOther = other ? () => onMove(section.id, other.column, Math.min(index, other.count)) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || pinned) return;
    const key = event.key;
    if (key === "ArrowUp" && index > first) onMove(section.id, column, index - 1);
    else if (key === "ArrowDown" && index < count - 1) onMove(section.id, column, index + 1);
    else if ((key === "ArrowLeft" && other?.side === "left") || (key === "ArrowRight" && other?.side === "right"))
      toOther?.();
    else if (key !== "ArrowLeft" && key !== "ArrowRight") return;
    // Alt + Left is also the browser's "back": inside a row it only ever moves the section.
    event.preventDefault();
  };
  const OtherIcon = other?.side === "left" ? ArrowLeft : ArrowRight;
  return (
    <li
      data-layout-row={section.id}
      data-testid="layout-row"
      tabIndex={0}
      aria-label={name}
      aria-describedby={hintId}
      aria-keyshortcuts={
        pinned
          ? undefined
          : other
            ? "Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
            : "Alt+ArrowUp Alt+ArrowDown"
      }
      onKeyDown={onKeyDown}
      {...(pinned ? {} : drag.target(column, index))}
      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-brand-600 data-drop-over:border-brand-500 data-drop-over:bg-brand-50"
    >
      <span className="mr-auto min-w-0 truncate text-sm font-medium text-slate-800">{name}</span>
      {pinned ? (
        <span className="inline-flex items-center gap-1 text-xs text-slate-500">
          <Pin aria-hidden className="size-3.5" /> {t("pinned")}
        </span>
      ) : (
        <ReorderControls
          label={name}
          index={index}
          count={count}
          first={first}
          onMove={(_, to) => onMove(section.id, column, to)}
          dragHandle={drag.handle(column, index)}
        />
      )}
      {other && !pinned && (
        <button
          type="button"
          className={reorderButton}
          aria-label={t(other.column === "side" ? "toSide" : "toMain", { name })}
          title={t(other.column === "side" ? "toSide" : "toMain", { name })}
          onClick={toOther}
        >
          <OtherIcon aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
});
