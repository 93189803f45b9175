// The Chromium the e2e suite and the benchmark's page-weight runs both launch: Debian's (no
// browser is ever downloaded), with no background traffic that could be counted or slow a page.

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
