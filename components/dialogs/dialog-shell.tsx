"use client";
// The frame every dialog shares (the centred ones, the previews, the crop dialog, the mobile menu's sheet), so focus
// trap, Escape, focus return, the close button and the aria wiring have one implementation. This part owns the open
// state and the trigger; the radix part (dialog-frame.tsx, ~20 kB gzip with its dependencies) loads when a dialog
// first opens, or earlier when the pointer or keyboard focus reaches its trigger, so pages with a dialog behind a
// button do not carry it in their first load.
import { cloneElement, useState, type ComponentProps, type MouseEvent, type ReactElement, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { orNothing } from "@/lib/client/utils/or-nothing";
import type { DialogLook } from "./dialog-look";
import { useReturnFocus } from "./use-return-focus";

const loadFrame = () => import("./dialog-frame");
const DialogFrame = dynamic(() => orNothing(loadFrame().then((mod) => mod.DialogFrame)), { ssr: false });

export type DialogControlProps = {
  /** The button that opens the dialog; it gets the click handler and the aria state. Optional when `open` is controlled. */
  trigger?: ReactElement<ComponentProps<"button">>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Shown as the dialog's heading; or left out, and the content places DialogTitle/DialogDescription (dialog-parts.ts). */
type Heading = { title: string; description: string } | { title?: undefined; description?: undefined };

type Props = DialogControlProps &
  DialogLook &
  Heading & {
    /** The close button's name; leave it out only when the content has its own way to close (a cancel button). */
    closeLabel?: string;
    /** The content element's id, for a trigger's aria-controls. */
    id?: string;
    /** Where focus goes on close when that is not what had it on opening: a card found again, a button outside. */
    returnFocusTo?: () => HTMLElement | null | undefined;
    children: ReactNode;
  };

export function DialogShell({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  id,
  variant,
  size,
  returnFocusTo,
  children,
}: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // Mounted from the first opening on, so radix can run its closing (focus return, scroll unlock) afterwards.
  const [isMounted, setIsMounted] = useState(isOpen);
  if (isOpen && !isMounted) setIsMounted(true);
  // Set when the trigger opens the dialog: focus goes back to it on close.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  // A controlled dialog (no trigger here) returns focus to whatever had it when it opened.
  const restoreFocus = useReturnFocus(isOpen, triggerElement);
  const onCloseAutoFocus = (event: Event) => {
    const target = returnFocusTo?.();
    if (!target?.isConnected) return restoreFocus(event);
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  const preload = () => void loadFrame().catch(() => undefined);

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          "aria-haspopup": "dialog",
          "aria-expanded": isOpen,
          onPointerEnter: preload,
          onFocus: preload,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            trigger.props.onClick?.(event);
            setTriggerElement(event.currentTarget);
            setOpen(true);
          },
        })}
      {isMounted && (
        <DialogFrame
          open={isOpen}
          onOpenChange={setOpen}
          onCloseAutoFocus={onCloseAutoFocus}
          title={title}
          description={description}
          closeLabel={closeLabel}
          id={id}
          variant={variant}
          size={size}
        >
          {children}
        </DialogFrame>
      )}
    </>
  );
}
