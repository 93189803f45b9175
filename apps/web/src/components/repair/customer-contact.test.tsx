import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CustomerContact } from "./customer-contact";

describe("CustomerContact", () => {
  it("links the e-mail address and the phone number, a line each", () => {
    render(<CustomerContact email="thandi@example.com" phone="082 555 0142" />);
    const links = [
      ["thandi@example.com", "mailto:thandi@example.com"],
      ["082 555 0142", "tel:082 555 0142"],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("gives each link at least 24 px of height without making it a button", () => {
    render(<CustomerContact email="thandi@example.com" phone="082 555 0142" />);
    for (const link of screen.getAllByRole("link")) {
      expect(link).toHaveClass("inline-flex", "min-h-6", "items-center");
      expect(link.className).not.toMatch(/\b(border|rounded|bg-)/);
    }
  });

  it("leaves the phone line out when the customer gave no number", () => {
    render(<CustomerContact email="thandi@example.com" phone={null} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "mailto:thandi@example.com");
  });
});
