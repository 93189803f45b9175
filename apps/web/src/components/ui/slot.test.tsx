import { fireEvent, render, screen } from "@testing-library/react";
import { Slot as RadixSlot } from "radix-ui";
import { createRef, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { Label } from "./label";
import { Slot } from "./slot";

type AnySlot = (props: Record<string, unknown> & { children?: ReactNode }) => ReactNode;

/** Renders one slot over a link and says what came out and in which order handlers ran. */
function renderThrough(SlotComponent: AnySlot) {
  const calls: string[] = [];
  const slotRef = createRef<HTMLAnchorElement>();
  const childRef = createRef<HTMLAnchorElement>();
  const { container, unmount } = render(
    <SlotComponent
      ref={slotRef}
      id="from-slot"
      title="slot title"
      className="slot-class"
      style={{ color: "red", margin: 1 }}
      aria-describedby="hint"
      onClick={() => calls.push("slot")}
      onFocus={() => calls.push("slot focus")}
    >
      <a
        ref={childRef}
        href="/products"
        title="child title"
        className="child-class"
        style={{ color: "blue" }}
        aria-describedby="error hint"
        onClick={(event) => {
          event.preventDefault();
          calls.push("child");
        }}
      >
        Products
      </a>
    </SlotComponent>,
  );
  const link = screen.getByRole("link", { name: "Products" });
  fireEvent.click(link);
  fireEvent.focus(link);
  const result = {
    html: container.innerHTML,
    calls,
    refs: [slotRef.current === link, childRef.current === link],
  };
  unmount();
  return result;
}

describe("Slot", () => {
  it("puts its props on its child as Radix's Slot does", () => {
    const ours = renderThrough(Slot as AnySlot);
    expect(ours).toEqual(renderThrough(RadixSlot.Root as unknown as AnySlot));
    // Spelled out: the child's props win, classes, styles and described-by ids are combined,
    // both click handlers run (the child's first) and both refs point at the element.
    expect(ours.calls).toEqual(["child", "slot", "slot focus"]);
    expect(ours.refs).toEqual([true, true]);
    expect(ours.html).toContain('class="slot-class child-class"');
    expect(ours.html).toContain('title="child title"');
    expect(ours.html).toContain('aria-describedby="error hint"');
  });

  it("renders nothing without a child", () => {
    const { container } = render(<Slot id="x" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("Label", () => {
  it("keeps a double click from selecting its text, but not on a control inside it", () => {
    render(
      <Label htmlFor="name">
        Name <input aria-label="inside" />
      </Label>,
    );
    const label = screen.getByText("Name");
    expect(fireEvent.mouseDown(label, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(label, { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByLabelText("inside"), { detail: 2 })).toBe(true);
  });
});
