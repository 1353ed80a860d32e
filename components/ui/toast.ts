// The app's toasts, with sonner imported when the first one is shown: its ~10 kB gzip would otherwise be part of the
// first load of every page whose forms or buttons can raise one. The layout's LazyToaster mounts sonner's <Toaster>,
// which also shows toasts raised before it mounted.
import type { ExternalToast } from "sonner";

type Show = (message: string, options?: ExternalToast) => void;

const show =
  (kind: "success" | "error" | "info" | "warning"): Show =>
  (message, options) =>
    void import("sonner").then(
      ({ toast: sonner }) => sonner[kind](message, options),
      () => undefined, // offline before sonner ever loaded: the message cannot be shown
    );

export const toast = { success: show("success"), error: show("error"), info: show("info"), warning: show("warning") };
