import type { CSSProperties } from "react";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";
import { TOP_GAP, useToastPlacement } from "./toast-placement";

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

// At the top they sit below the sticky header, so a toast never hides the account name or Logout.
const UNDER_HEADER = `calc(var(--header-height, 4.5rem) + ${TOP_GAP}px)`;

/** Above the header (z-40), below a dialog's backdrop (z-50). */
const BEHIND_DIALOGS = 45;

/**
 * Sonner, dressed in the shop's colours and fonts, placed where it covers nothing the person
 * needs (components/ui/toast-placement.ts): bottom right, or the top when that is in the way.
 */
export function Toaster(props: ToasterProps) {
  const { position, behind } = useToastPlacement();
  return (
    <SonnerToaster
      position={position}
      offset={{ top: UNDER_HEADER }}
      mobileOffset={{ top: UNDER_HEADER }}
      closeButton
      richColors
      style={behind ? { ...shopColours, zIndex: BEHIND_DIALOGS } : shopColours}
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
