import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StateBadge } from "./state-badge";

describe("StateBadge", () => {
  it.each([
    ["pending", "Pending", "red"],
    ["enroute-to-outfitter", "En Route to Outfitter", "orange"],
    ["in-progress", "In Progress", "blue"],
    ["ready-for-collection", "Ready for Collection", "purple"],
    ["enroute-to-customer", "En Route to Customer", "yellow"],
    ["completed", "Completed", "green"],
    ["Done", "Completed", "green"],
    ["Enroute to Lifetime Outfitter", "En Route to Outfitter", "orange"],
    ["lost-in-the-post", "Unknown", "grey"],
  ])("shows %s as '%s' in %s", (state, label, colour) => {
    render(<StateBadge state={state} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute("data-state-colour", colour);
  });
});
