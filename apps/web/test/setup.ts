import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";

// findBy*/waitFor wait up to 1 s by default; the first render of a lazily loaded page (its
// modules transformed on first import) is slower than that on a busy two-core machine, over
// 5 s with two `npm test` runs side by side, and a test must fail for what the user would see,
// not for the machine's load. A real failure still fails, fifteen seconds later.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the layout APIs that Embla and Radix reach for; inert stand-ins are enough
// because the tests check what the user is told, not pixel positions.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal("ResizeObserver", InertObserver);
vi.stubGlobal("IntersectionObserver", InertObserver);

if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Radix calls these on pointer interaction; jsdom does not implement them.
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// sonner captures the pointer when a toast (or its action button) is pressed.
Element.prototype.setPointerCapture ??= () => {};

// jsdom has <dialog> but not its modal methods (components/ui/light-dialog.tsx calls them):
// showModal sets the attribute that shows it and focuses its first control, close removes it,
// as a browser's do.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
  this.querySelector<HTMLElement>("button, a[href], input, select, textarea")?.focus();
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute("open");
};

// No test reaches the network: unless a test installs its own fake server, every request
// fails the way an offline browser's would.
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("Failed to fetch (no network in tests)"))),
  );
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // sonner keeps its toasts in one module-wide store and replays the ones still showing to
  // the next Toaster that mounts: dismissed here, no test sees another test's toasts.
  toast.dismiss();
});
