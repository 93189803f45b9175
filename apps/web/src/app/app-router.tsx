import { startTransition, useLayoutEffect, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
} from "react-router";
import { CurrentLocationContext } from "@/components/data-table/current-location";

/** A browser history, or in tests a memory one (UNSAFE_createMemoryHistory, v5Compat). */
export type AppHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router in declarative mode, wired as its <BrowserRouter> is (every navigation is a
 * transition), plus the one data-router option the app relies on: `navigate(to, { flushSync:
 * true })` commits that navigation at once. The data router would add 17 kB gzipped to every
 * page for loaders and actions the app does not use (decision 044). Lists keep their state in
 * its addresses through nuqs (components/data-table/url-state), which each list page brings.
 */
export function AppRouter({ history, children }: { history?: AppHistory; children: ReactNode }) {
  const [source] = useState(() => history ?? createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: source.action,
    location: source.location,
  }));
  const [flush] = useState(() => ({ next: false }));
  const [currentLocation] = useState(() => () => source.location);
  const [navigator] = useState<Navigator>(() => ({
    createHref: (to) => source.createHref(to),
    encodeLocation: (to) => source.encodeLocation(to),
    go: (delta) => source.go(delta),
    push(to, value, options) {
      flush.next = options?.flushSync === true;
      source.push(to, value);
    },
    replace(to, value, options) {
      flush.next = options?.flushSync === true;
      source.replace(to, value);
    },
  }));

  useLayoutEffect(
    () =>
      source.listen(({ action, location }) => {
        const update = () => setState({ action, location });
        if (flush.next) {
          flush.next = false;
          flushSync(update);
        } else {
          startTransition(update);
        }
      }),
    [source, flush],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <CurrentLocationContext.Provider value={currentLocation}>
        {children}
      </CurrentLocationContext.Provider>
    </Router>
  );
}
