import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { listItemTexts } from "../../../test/list-item-texts";
import { StateHistory } from "./state-history";

const history = [
  { state: "pending", changedAt: "2027-03-14T08:30:00.000Z" },
  { state: "in-progress", changedAt: "2027-03-16T07:05:00.000Z" },
  { state: "ready-for-collection", changedAt: "2027-03-18T13:45:00.000Z" },
] as const;

describe("StateHistory", () => {
  it("says since when the line is in its state, and lists every state with its time", async () => {
    const user = userEvent.setup();
    render(<StateHistory history={history} itemLabel="LO-BELT-1" />);
    expect(screen.getByText(/^Since/)).toHaveTextContent(
      `Since ${formatDateTime("2027-03-18T13:45:00.000Z")}`,
    );
    const toggle = screen.getByRole("button", { name: "History of states for LO-BELT-1" });
    expect(screen.queryByRole("list")).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("list", { name: "State history for LO-BELT-1" });
    expect(listItemTexts(list)).toEqual([
      `Pending${formatDateTime("2027-03-14T08:30:00.000Z")}`,
      `In Progress${formatDateTime("2027-03-16T07:05:00.000Z")}`,
      `Ready for Collection${formatDateTime("2027-03-18T13:45:00.000Z")}`,
    ]);
  });

  it("needs no History button for a single state, and shows nothing without a history", () => {
    const { rerender, container } = render(
      <StateHistory history={history.slice(0, 1)} itemLabel="LO-BELT-1" />,
    );
    expect(screen.getByText(/^Since/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<StateHistory history={undefined} itemLabel="LO-BELT-1" />);
    expect(container).toBeEmptyDOMElement();
  });
});
