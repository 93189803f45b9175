import { createContext } from "react";

/** Where the router's history is at this moment, read between renders. */
export type CurrentLocation = () => { pathname: string; search: string };

/**
 * Given by the app's router (app/app-router.tsx) to the lists' address state (url-state.tsx),
 * which arrives with the list pages: the router itself never loads nuqs (decision 049).
 */
export const CurrentLocationContext = createContext<CurrentLocation>(() => ({
  pathname: "",
  search: "",
}));
