"use client";
// The radix part of DialogShell: focus trap, Escape to close, scroll lock and the aria wiring (title, description),
// with our look and a labelled close button. Loaded when a dialog first opens (dialog-shell.tsx).
import type { ReactNode } from "react";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DialogLook } from "./dialog-look";

type Props = DialogLook & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the control that opened the dialog (use-return-focus.ts, outside this lazily loaded module). */
  onCloseAutoFocus: (event: Event) => void;
  /** Without them the content lays out its own DialogTitle and DialogDescription (dialog-parts.ts). */
  title?: string;
  description?: string;
  /** Without it there is no close button: the content has its own (a cancel button). */
  closeLabel?: string;
  id?: string;
  children: ReactNode;
};

const dialogClass =
  "fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none";
const sizes = {
  sm: "max-h-[90dvh] w-[calc(100%-2rem)] max-w-md p-5",
  md: "max-h-[90dvh] w-[calc(100%-2rem)] max-w-xl p-6 sm:p-8",
  lg: "max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-4xl p-5 sm:p-8",
};

export function DialogFrame({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  description,
  closeLabel,
  id,
  variant = "dialog",
  size = "md",
  children,
}: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {variant === "sheet" ? (
          <>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm" />
            <Dialog.Content
              id={id}
              onCloseAutoFocus={onCloseAutoFocus}
              className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
            >
              <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4">
                <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
                <Dialog.Description className="sr-only">{description}</Dialog.Description>
                {closeLabel && (
                  <Dialog.Close asChild>
                    <Button variant="ghost" size="icon" aria-label={closeLabel}>
                      <X aria-hidden className="size-5!" />
                    </Button>
                  </Dialog.Close>
                )}
              </div>
              {children}
            </Dialog.Content>
          </>
        ) : (
          <>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm" />
            <Dialog.Content id={id} onCloseAutoFocus={onCloseAutoFocus} className={`${dialogClass} ${sizes[size]}`}>
              {title === undefined ? (
                children
              ) : (
                <>
                  <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{title}</Dialog.Title>
                  <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
                  <div className="mt-6">{children}</div>
                </>
              )}
              {closeLabel && (
                <Dialog.Close
                  aria-label={closeLabel}
                  className="absolute top-4 right-4 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              )}
            </Dialog.Content>
          </>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
