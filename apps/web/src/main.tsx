import "@fontsource-variable/fraunces";
import "@fontsource-variable/inter";
// Sonner also injects these at runtime; bundling them keeps toasts styled under a strict CSP.
import "sonner/dist/styles.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";

const router = createAppRouter();
const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
