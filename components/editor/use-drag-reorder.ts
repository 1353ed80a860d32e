"use client";
// Native HTML drag and drop for one list: drag a row by its handle onto another row to move it there. Only the
// handle is draggable, so selecting text in the row's inputs keeps working.
import { useMemo, useRef, type DragEvent } from "react";

export type DragHandleProps = { draggable: true; onDragStart: (event: DragEvent) => void; onDragEnd: () => void };
export type DropTargetProps = { onDragOver: (event: DragEvent) => void; onDrop: (event: DragEvent) => void };

export type DragReorder = { handle: (index: number) => DragHandleProps; target: (index: number) => DropTargetProps };

/** Stable while `onMove` is, so memoised rows that receive it do not re-render. */
export function useDragReorder(onMove: (from: number, to: number) => void): DragReorder {
  const from = useRef<number | null>(null);
  return useMemo(() => {
  const handle = (index: number): DragHandleProps => ({
    draggable: true,
    onDragStart: (event) => {
      from.current = index;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
    },
    onDragEnd: () => {
      from.current = null;
    },
  });
  const target = (index: number): DropTargetProps => ({
    onDragOver: (event) => {
      if (from.current !== null) event.preventDefault();
    },
    onDrop: (event) => {
      event.preventDefault();
      if (from.current !== null && from.current !== index) onMove(from.current, index);
      from.current = null;
    },
  });
  return { handle, target };
  }, [onMove]);
}
