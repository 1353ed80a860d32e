"use client";
// The radix part of DialogShell: focus trap, Escape to close, scroll lock and the aria wiring (title, description),
// with our look and a labelled close button. Loaded when a dialog first opens (dialog-shell.tsx).
import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the control that opened the dialog (use-return-focus.ts, outside this lazily loaded module). */
  onCloseAutoFocus: (event: Event) => void;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
};

export function DialogFrame({ open, onOpenChange, onCloseAutoFocus, title, description, closeLabel, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8"
        >
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
