"use client";
// The frame every site dialog shares. This part owns the open state and the trigger; the radix part (dialog-frame.tsx,
// ~20 kB gzip with its dependencies) loads when a dialog first opens, or earlier when the pointer or keyboard focus
// reaches its trigger, so pages with a dialog behind a button do not carry it in their first load.
import { cloneElement, useState, type ComponentProps, type MouseEvent, type ReactElement, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { orNothing } from "@/lib/utils/or-nothing";
import { useReturnFocus } from "./use-return-focus";

const loadFrame = () => import("./dialog-frame");
const DialogFrame = dynamic(() => orNothing(loadFrame().then((mod) => mod.DialogFrame)), { ssr: false });

export type DialogControlProps = {
  /** The button that opens the dialog; it gets the click handler and the aria state. Optional when `open` is controlled. */
  trigger?: ReactElement<ComponentProps<"button">>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type Props = DialogControlProps & { title: string; description: string; closeLabel: string; children: ReactNode };

export function DialogShell({ trigger, open, onOpenChange, title, description, closeLabel, children }: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // Mounted from the first opening on, so radix can run its closing (focus return, scroll unlock) afterwards.
  const [isMounted, setIsMounted] = useState(isOpen);
  if (isOpen && !isMounted) setIsMounted(true);
  // Set when the trigger opens the dialog: focus goes back to it on close.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  // A controlled dialog (no trigger here) returns focus to whatever had it when it opened.
  const restoreFocus = useReturnFocus(isOpen, triggerElement);
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
        <DialogFrame open={isOpen} onOpenChange={setOpen} onCloseAutoFocus={restoreFocus} title={title} description={description} closeLabel={closeLabel}>
          {children}
        </DialogFrame>
      )}
    </>
  );
}
