"use client";
// Drag to reorder, within one list or between lists (the layout panel's main and side columns). Only the handle
// starts a drag, so selecting text in a row's inputs keeps working. A mouse uses native HTML drag and drop; touch
// and pen use pointer events (browsers do not start native drags from a finger), hit-testing the rows under the
// finger. Both end in the same onDrop(from, to), where `to.index` is the index the row takes in the target list.
import {
  useId,
  useMemo,
  useRef,
  type CSSProperties,
  type DragEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";

export type DropSpot<L extends string = string> = { list: L; index: number };

export type DragHandleProps = {
  draggable: true;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onPointerDown: (event: ReactPointerEvent) => void;
  style: CSSProperties;
};
type DropTargetProps = {
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  "data-drop-zone": string;
  "data-drop-list": string;
  "data-drop-index": number;
};

export type DragBetween<L extends string> = {
  handle: (list: L, index: number) => DragHandleProps;
  /** A row: dropping on it puts the dragged row at its index. */
  target: (list: L, index: number) => DropTargetProps;
};
export type DragReorder = { handle: (index: number) => DragHandleProps; target: (index: number) => DropTargetProps };

/** The drop target under the pointer shows `data-drop-over`, styled by the lists (no re-render while dragging). */
const OVER = "data-drop-over";

/** Stable while `onDrop` is, so memoised rows that receive it do not re-render. */
export function useDragBetween<L extends string>(onDrop: (from: DropSpot<L>, to: DropSpot<L>) => void): DragBetween<L> {
  const zone = useId();
  const from = useRef<DropSpot<L> | null>(null);
  const over = useRef<Element | null>(null);
  return useMemo(() => {
    const setOver = (element: Element | null) => {
      if (over.current === element) return;
      over.current?.removeAttribute(OVER);
      element?.setAttribute(OVER, "true");
      over.current = element;
    };
    const finish = (to: DropSpot<L> | null) => {
      const start = from.current;
      from.current = null;
      setOver(null);
      if (start && to && (start.list !== to.list || start.index !== to.index)) onDrop(start, to);
    };
    // Only this hook's rows: item lists nest inside section rows, each with its own hook.
    const targetAt = (x: number, y: number): Element | null =>
      document.elementFromPoint(x, y)?.closest(`[data-drop-zone="${CSS.escape(zone)}"]`) ?? null;
    const spotOf = (element: Element | null): DropSpot<L> | null =>
      element
        ? { list: element.getAttribute("data-drop-list") as L, index: Number(element.getAttribute("data-drop-index")) }
        : null;

    const handle = (list: L, index: number): DragHandleProps => ({
      draggable: true,
      // The handle must not scroll the page under a finger: the drag owns the gesture.
      style: { touchAction: "none" },
      onDragStart: (event) => {
        from.current = { list, index };
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", `${list}:${index}`);
        const row = (event.currentTarget as Element).closest(`[data-drop-zone="${CSS.escape(zone)}"]`);
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
      },
      onDragEnd: () => finish(null),
      onPointerDown: (event) => {
        if (event.pointerType === "mouse") return;
        const element = event.currentTarget as HTMLElement;
        from.current = { list, index };
        element.setPointerCapture(event.pointerId);
        const onMove = (e: PointerEvent) => setOver(targetAt(e.clientX, e.clientY));
        const stop = (e: PointerEvent, drop: boolean) => {
          element.removeEventListener("pointermove", onMove);
          element.removeEventListener("pointerup", onUp);
          element.removeEventListener("pointercancel", onCancel);
          finish(drop ? spotOf(targetAt(e.clientX, e.clientY)) : null);
        };
        const onUp = (e: PointerEvent) => stop(e, true);
        const onCancel = (e: PointerEvent) => stop(e, false);
        element.addEventListener("pointermove", onMove);
        element.addEventListener("pointerup", onUp);
        element.addEventListener("pointercancel", onCancel);
      },
    });
    const target = (list: L, index: number): DropTargetProps => ({
      "data-drop-zone": zone,
      "data-drop-list": list,
      "data-drop-index": index,
      onDragOver: (event) => {
        if (from.current === null) return;
        event.preventDefault();
        setOver(event.currentTarget);
      },
      onDrop: (event) => {
        if (from.current === null) return;
        event.preventDefault();
        finish({ list, index });
      },
    });
    return { handle, target };
  }, [onDrop, zone]);
}

/** One list: drag a row by its handle onto another row to move it there. */
export function useDragReorder(onMove: (from: number, to: number) => void): DragReorder {
  const onDrop = useMemo(
    () => (from: DropSpot<"list">, to: DropSpot<"list">) => onMove(from.index, to.index),
    [onMove],
  );
  const between = useDragBetween<"list">(onDrop);
  return useMemo(
    () => ({ handle: (index) => between.handle("list", index), target: (index) => between.target("list", index) }),
    [between],
  );
}
