import { toast as sonnerToast } from "sonner";
import { needToaster } from "@/lib/toaster-demand";
import { placeToasts } from "./toast-placement";

// Importing toasts is what asks the layout to mount the Toaster (see lib/toaster-demand.ts).
needToaster();

type Toast = typeof sonnerToast;

/**
 * Sonner's `toast`, which first chooses where toasts go for what is on screen as it is raised
 * (toast-placement.ts), so a new toast never lands on the button just pressed or a dialog.
 */
export const toast: Toast = new Proxy(sonnerToast, {
  apply(target, thisArg, args: Parameters<Toast>) {
    placeToasts();
    return Reflect.apply(target, thisArg, args) as ReturnType<Toast>;
  },
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if (typeof value !== "function" || property === "dismiss") return value;
    return (...args: unknown[]) => {
      placeToasts();
      return Reflect.apply(value, target, args) as unknown;
    };
  },
});
