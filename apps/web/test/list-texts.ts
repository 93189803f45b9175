import { within } from "@testing-library/react";

/** The text of every item of a list, in order, to compare with what the page should say. */
export function itemTexts(list: HTMLElement) {
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}
