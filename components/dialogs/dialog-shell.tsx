"use client";
// The frame both site dialogs share. Radix Dialog brings the focus trap, Escape to close, focus return to the
// trigger and the aria wiring (title, description); we add the look and a labelled close button.
import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

export type DialogControlProps = {
  /** Element that opens the dialog (rendered as the trigger, asChild). Optional when `open` is controlled. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type Props = DialogControlProps & { title: string; description: string; closeLabel: string; children: ReactNode };

export function DialogShell({ trigger, open, onOpenChange, title, description, closeLabel, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
          <div className="mt-6">{children}</div>
          <Dialog.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
