import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CUSTOMER, fakeServer, renderPage } from "../../test/render";
import { readStoredUser, USER_STORAGE_KEY, useSession } from "./session";

function WhoAmI() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.name} (flag ${user.passwordflag})` : "Signed out"}</p>;
}

describe("session", () => {
  it("restores the user kept in localStorage", () => {
    renderPage(<WhoAmI />, { user: CUSTOMER });
    expect(screen.getByText("Signed in as Thandi (flag 1)")).toBeInTheDocument();
  });

  it.each([
    ["not JSON", "{not json"],
    ["JSON of the wrong shape", JSON.stringify({ name: "Thandi" })],
    ["an unknown role", JSON.stringify({ ...CUSTOMER, role: "owner" })],
  ])("ignores and removes a stored value that is %s", (_label, raw) => {
    window.localStorage.setItem(USER_STORAGE_KEY, raw);
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("starts signed out when the stored value is unreadable", () => {
    window.localStorage.setItem(USER_STORAGE_KEY, "undefined");
    renderPage(<WhoAmI />);
    expect(screen.getByText("Signed out")).toBeInTheDocument();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("signs out when the server says the session behind the cache has ended", async () => {
    const fetchMock = fakeServer(() => ({
      status: 401,
      body: { error: "Please sign in.", message: "Please sign in." },
    }));
    renderPage(<WhoAmI />, { user: CUSTOMER });
    await waitFor(() => expect(screen.getByText("Signed out")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      "/lifetime-outfitter/users/me",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("takes the server's fresher record, e.g. a password flag reset by an admin", async () => {
    fakeServer(() => ({ status: 200, body: { ...CUSTOMER, passwordflag: 0 } }));
    renderPage(<WhoAmI />, { user: CUSTOMER });
    await waitFor(() =>
      expect(screen.getByText("Signed in as Thandi (flag 0)")).toBeInTheDocument(),
    );
  });

  it("keeps the cached user while the server cannot be reached", async () => {
    renderPage(<WhoAmI />, { user: CUSTOMER });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText("Signed in as Thandi (flag 1)")).toBeInTheDocument();
  });
});
