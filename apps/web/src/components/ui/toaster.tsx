import type { CSSProperties } from "react";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";

// Sonner's rich colours are cool blues and greens; these are the shop's warmer equivalents.
const shopColours = {
  "--normal-bg": "var(--color-card)",
  "--normal-text": "var(--color-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "#f1f6ee",
  "--success-border": "#cfe0c8",
  "--success-text": "#2f5e33",
  "--error-bg": "#fbefec",
  "--error-border": "#efcfc8",
  "--error-text": "#8f2419",
  "--info-bg": "var(--color-card)",
  "--info-border": "var(--color-brass)",
  "--info-text": "var(--color-foreground)",
  "--warning-bg": "#fbf4e4",
  "--warning-border": "#ead7a8",
  "--warning-text": "#6f4e12",
} as CSSProperties;

/** Sonner, dressed in the shop's colours and fonts. */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      // Below the sticky header, so a toast never hides the account name or Logout.
      offset={{ top: 84 }}
      mobileOffset={{ top: 72 }}
      closeButton
      richColors
      style={shopColours}
      toastOptions={{
        classNames: {
          toast: "font-sans! rounded-lg! shadow-lift!",
          title: "text-sm! font-semibold!",
          description: "text-sm!",
        },
      }}
      {...props}
    />
  );
}
