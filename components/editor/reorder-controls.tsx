"use client";
// Keyboard-operable reordering (move up / move down buttons with aria labels), plus a drag handle for the mouse and
// touch: the row itself takes the drop through useDragReorder / useDragBetween.
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { DragHandleProps } from "./use-drag-reorder";

type Props = {
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  dragHandle?: DragHandleProps;
  /** The first index a row may move to (a pinned row above it stays first). */
  first?: number;
};

export const reorderButton = "rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30";

export function ReorderControls({ label, index, count, onMove, onRemove, dragHandle, first = 0 }: Props) {
  const t = useTranslations("Editor.reorder");
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {dragHandle && (
        <span aria-hidden title={t("drag")} className="cursor-grab p-1 text-slate-400" {...dragHandle}>
          <GripVertical className="size-4" />
        </span>
      )}
      <button
        type="button"
        className={reorderButton}
        aria-label={t("up", { name: label })}
        disabled={index <= first}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={reorderButton}
        aria-label={t("down", { name: label })}
        disabled={index >= count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </button>
      {onRemove && (
        <button
          type="button"
          className={`${reorderButton} hover:text-red-600`}
          aria-label={t("remove", { name: label })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
