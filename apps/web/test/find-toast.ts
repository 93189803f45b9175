import { expect } from "vitest";
import { screen, waitFor } from "@testing-library/react";

/**
 * The toast saying `text`, once it is on screen. sonner adds a toast hidden (opacity 0) and
 * shows it a render later; `findByText` alone can answer in between on a busy machine.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.getByText(text);
    expect(toast).toBeVisible();
    return toast;
  });
}
