import "@fontsource-variable/fraunces";
import "@fontsource-variable/inter";
// Sonner also injects these at runtime; bundling them keeps toasts styled under a strict CSP.
import "sonner/dist/styles.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/app-router";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadFirstPage } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

// The page the address opens has been downloading beside this file (the server names its files
// in the HTML): once it is here, the first render shows it rather than the loading fallback.
void preloadFirstPage(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
