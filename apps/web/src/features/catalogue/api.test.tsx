import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "../../../test/render";
import { forgetCataloguePhotos, useCataloguePhotos } from "./api";

const PHOTO = { slug: "classic-belt", url: "/photos/belt.webp", thumbUrl: "/photos/belt-t.webp" };

/** What a page sees of the list: the slugs it holds, or "none". */
function Photos({ name }: { name: string }) {
  const photos = useCataloguePhotos();
  return <p aria-label={name}>{photos.map((photo) => photo.slug).join(" ") || "none"}</p>;
}

/** A server whose answers are given in turn (the last one again after that). */
function serverAnswering(...answers: { status: number; body?: unknown }[]) {
  let asked = 0;
  const fetchMock = fakeServer((url) => {
    expect(url).toContain("/catalogue/photos");
    return answers[Math.min(asked++, answers.length - 1)]!;
  });
  return { fetchMock, asked: () => asked };
}

// The list is kept for the whole app: each test starts with none, closes its pages and waits out
// the five minutes.
beforeEach(forgetCataloguePhotos);
afterEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  cleanup();
  vi.advanceTimersByTime(6 * 60_000);
  vi.useRealTimers();
});

describe("the catalogue's photo list", () => {
  it("is asked once for two pages showing it, then again when the window comes back a minute on", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const server = serverAnswering({ status: 200, body: { photos: [PHOTO] } });
    render(
      <>
        <Photos name="first" />
        <Photos name="second" />
      </>,
    );
    await screen.findAllByText("classic-belt");
    expect(screen.getByLabelText("first")).toHaveTextContent("classic-belt");
    expect(screen.getByLabelText("second")).toHaveTextContent("classic-belt");
    expect(server.asked()).toBe(1);

    // Back within the minute: the answer is fresh.
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(server.asked()).toBe(1);
    vi.advanceTimersByTime(61_000);
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(server.asked()).toBe(2);
    vi.useRealTimers();
  });

  it("after a server failure is asked again in the background, and shows the answer", async () => {
    const server = serverAnswering({ status: 503 }, { status: 200, body: { photos: [PHOTO] } });
    render(<Photos name="photos" />);
    expect(screen.getByLabelText("photos")).toHaveTextContent("none");
    // The app's backoff: the second question a second after the first failed.
    expect(await screen.findByText("classic-belt")).toHaveAccessibleName("photos");
    expect(server.asked()).toBe(2);
  });

  it("is not asked again after a refusal (4xx)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const server = serverAnswering({ status: 404 }, { status: 200, body: { photos: [PHOTO] } });
    render(<Photos name="photos" />);
    await vi.waitFor(() => expect(server.asked()).toBe(1));
    // Past the app's longest backoff: still the one question.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(server.asked()).toBe(1);
    expect(screen.getByLabelText("photos")).toHaveTextContent("none");
    vi.useRealTimers();
  });

  it("is kept for five minutes after the last page showing it closes, then forgotten", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    const server = serverAnswering({ status: 200, body: { photos: [PHOTO] } });
    const first = render(<Photos name="photos" />);
    await screen.findByText("classic-belt");
    first.unmount();

    // Four minutes on, a page opening shows the kept list at once (and asks again: stale).
    vi.advanceTimersByTime(4 * 60_000);
    server.fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const second = render(<Photos name="photos" />);
    expect(screen.getByLabelText("photos")).toHaveTextContent("classic-belt");
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(2));
    second.unmount();

    // Over five minutes after that one closed, the list is gone until the server answers.
    vi.advanceTimersByTime(5 * 60_000 + 1);
    render(<Photos name="photos" />);
    expect(screen.getByLabelText("photos")).toHaveTextContent("none");
    vi.useRealTimers();
  });
});
