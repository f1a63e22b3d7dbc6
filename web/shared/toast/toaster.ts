import { createToaster } from "@chakra-ui/react";

/** Spec §9: one toast at a time, shown for 5 s, F8 moves focus to it. */
export const toaster = createToaster({
  placement: "top-end",
  max: 1,
  duration: 5000,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

type ToastType = "success" | "error" | "info" | "warning";
/** `id` makes a repeat of the same toast replace it instead of queuing behind it. */
type Notify = (title: string, description?: string, options?: { readonly id?: string }) => void;

const show =
  (type: ToastType): Notify =>
  (title, description, options) => {
    toaster.create({ type, title, description, closable: true, ...(options?.id ? { id: options.id } : {}) });
  };

/** Toasts by meaning; "error" is the spec's destructive variant. */
export const notify: Readonly<Record<ToastType, Notify>> = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};
