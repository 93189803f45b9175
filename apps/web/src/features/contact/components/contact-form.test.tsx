import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeServer, renderPage } from "../../../../test/render";
import ContactPage from "../contact-page";

/** Opens the contact page, types the three fields and presses Send Message. */
async function sendMessage(fields: { name: string; email: string; message: string }) {
  const { user } = renderPage(<ContactPage />, { path: "/contact" });
  await user.type(screen.getByLabelText("Name"), fields.name);
  await user.type(screen.getByLabelText("Email"), fields.email);
  await user.type(screen.getByLabelText("Message"), fields.message);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  it("shows each field's message under it without sending anything", async () => {
    const fetchMock = vi.mocked(fetch);
    const { user } = renderPage(<ContactPage />, { path: "/contact" });

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, thanks the visitor and clears the form", async () => {
    const fetchMock = fakeServer(() => ({
      status: 201,
      body: { message: "Message sent successfully" },
    }));
    await sendMessage({
      name: "Sipho Ndlovu",
      email: "sipho@example.com",
      message: "Do you make dog collars?",
    });

    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/lifetime-outfitter/users/contact-form",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({
          name: "Sipho Ndlovu",
          email: "sipho@example.com",
          message: "Do you make dog collars?",
        }),
      }),
    );
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""));
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("reports a failure with the server's message", async () => {
    fakeServer(() => ({
      status: 429,
      body: { error: "Too many messages; please wait a minute." },
    }));
    await sendMessage({ name: "Sipho", email: "sipho@example.com", message: "Hello" });

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Too many messages; please wait a minute.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Hello");
  });

  it("focuses the first field in error, then checks each field again as it changes", async () => {
    const { user } = renderPage(<ContactPage />, { path: "/contact" });
    await user.type(screen.getByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.queryByText("Message is required")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "S");
    await waitFor(() => expect(screen.queryByText("Name is required")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Email is required")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Message"));
    expect(await screen.findByText("Message is required")).toBeInTheDocument();
  });

  it("sends the values as the schema reads them, and puts the server's issues on the fields", async () => {
    const fetchMock = fakeServer(() => ({
      status: 400,
      body: {
        error: "Validation failed",
        issues: [{ path: ["email"], message: "That address cannot receive mail" }],
      },
    }));
    await sendMessage({ name: "  Sipho  ", email: "sipho@example.com", message: " Hello " });

    expect(await screen.findByText("That address cannot receive mail")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ name: "Sipho", email: "sipho@example.com", message: "Hello" });
  });

  it("starts the question when arriving from a product", () => {
    renderPage(<ContactPage />, { path: "/contact?product=Classic%20Belt" });
    expect(screen.getByLabelText("Message")).toHaveValue(
      "Hello, I would like to ask about the Classic Belt.",
    );
  });
});
