import { within } from "@testing-library/react";

/** The text of each item of `list`, in the order shown. */
export function listItemTexts(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}
