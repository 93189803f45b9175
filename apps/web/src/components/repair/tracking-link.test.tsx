import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TrackingLink } from "./tracking-link";
import { findToast } from "../../../test/find-toast";

const URL_1 = "https://shop.example/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const URL_2 = "https://shop.example/track/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

/** The link on a card whose owner swaps in the new link when a revocation succeeds. */
function Card({ revoke }: { revoke: () => Promise<string> }) {
  const [url, setUrl] = useState(URL_1);
  return <TrackingLink url={url} requestId={7} onRevoke={async () => setUrl(await revoke())} />;
}

function setUp(revoke = vi.fn(async () => URL_2)) {
  const user = userEvent.setup();
  render(<Card revoke={revoke} />);
  return {
    user,
    revoke,
    section: screen.getByRole("region", { name: "Tracking link of request #7" }),
  };
}

describe("TrackingLink", () => {
  it("shows the link, opening in a new tab", () => {
    const { section } = setUp();
    const link = within(section).getByRole("link", { name: /track\/AAAA/ });
    expect(link).toHaveAttribute("href", URL_1);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noreferrer");
  });

  it("copies the link and says so", async () => {
    const { user } = setUp();
    await user.click(screen.getByRole("button", { name: "Copy link of request #7" }));
    expect(await navigator.clipboard.readText()).toBe(URL_1);
    expect(screen.getByText("Link copied.")).toBeVisible();
  });

  it("tells the user to copy by hand when the browser allows no clipboard", async () => {
    const { user } = setUp();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Not allowed"));
    await user.click(screen.getByRole("button", { name: /^Copy link/ }));
    expect(await findToast("Could not copy: select the link and copy it.")).toBeVisible();
  });

  it("draws the QR code of the link on demand (qrcode loaded then)", async () => {
    const { user } = setUp();
    const toggle = screen.getByRole("button", { name: "Show QR code of request #7" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("img")).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Hide QR code of request #7");
    const code = await screen.findByRole("img", {
      name: "QR code of the tracking link of request #7",
    });
    const src = code.getAttribute("src") ?? "";
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src)).toContain("<svg");
    await user.click(toggle);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("revokes only after a confirmation, then shows the new link and its QR code", async () => {
    const { user, revoke, section } = setUp();
    await user.click(screen.getByRole("button", { name: /^Show QR code/ }));
    const before = (await screen.findByRole("img")).getAttribute("src");

    await user.click(screen.getByRole("button", { name: "Revoke link of request #7" }));
    let dialog = screen.getByRole("alertdialog", { name: "Revoke this tracking link?" });
    expect(dialog).toHaveTextContent("stop working at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(revoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: /^Revoke link/ }));
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole("link")).toHaveAttribute("href", URL_2);
    await waitFor(() => expect(screen.getByRole("img").getAttribute("src")).not.toBe(before));
  });

  it("keeps the dialog open when the revocation fails", async () => {
    const { user } = setUp(vi.fn(() => Promise.reject(new Error("offline"))));
    await user.click(screen.getByRole("button", { name: /^Revoke link/ }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke link" }),
    );
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke link" }),
    ).toBeEnabled();
  });

  it("is reachable by keyboard, in reading order", async () => {
    const { user } = setUp();
    await user.tab();
    expect(screen.getByRole("link")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: /^Copy link/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: /^Show QR code/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("img")).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole("button", { name: /^Revoke link/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
