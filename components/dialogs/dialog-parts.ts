"use client";
// The heading parts for a dialog whose content lays out its own heading (DialogShell without `title`): they name and
// describe the dialog for assistive technology. They bring radix Dialog, so import them only from modules that load
// with their dialog (lazily or on pages that carry radix anyway).
import { Dialog } from "radix-ui";

export const DialogTitle = Dialog.Title;
export const DialogDescription = Dialog.Description;
