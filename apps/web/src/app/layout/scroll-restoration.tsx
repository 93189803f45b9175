import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "react-router-scroll-positions";

function loadPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

let positions: Record<string, number> | undefined;

/**
 * React Router's <ScrollRestoration> for declarative mode: a new page starts at the top (or at
 * its #hash), back and forward return to where the visitor was, a reload too.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions ?? {}));
      } catch {
        // Storage may be full or refused; the positions are only a nicety.
      }
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    positions ??= loadPositions();
    const saved = navigationType === "POP" ? positions[location.key] : undefined;
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    const { key } = location;
    return () => {
      if (positions) positions[key] = window.scrollY;
    };
  }, [location, navigationType]);

  return null;
}
