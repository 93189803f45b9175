import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "@/lib/format";
import { USER_STORAGE_KEY } from "@/lib/session";
import { openAccountPage } from "../../../test/account-page";
import { accountServer, SESSIONS } from "../../../test/account-server";
import { appRoutes } from "../../../test/app-routes";
import { CUSTOMER, renderRoutes } from "../../../test/render";

// The account page's 'Devices' section (decision 084): the person's sessions against a fake
// server that lists them and ends them.

const LIST = "/account/sessions";
const [THIS_ONE, PHONE] = SESSIONS as [(typeof SESSIONS)[0], (typeof SESSIONS)[0]];

const itemOf = (list: HTMLElement, text: string) =>
  within(list)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.includes(text)) as HTMLElement;

async function openDevices() {
  const view = await openAccountPage("Devices");
  const list = await within(view.section).findByRole("list", { name: "Your sessions" });
  return { ...view, devices: view.section, list };
}

describe("Devices", () => {
  it("lists each session: browser and system, address, started, last seen, this device", async () => {
    accountServer({
      sessions: [...SESSIONS, { ...PHONE, id: "unknown", browser: null, system: null, ip: null }],
    });
    const { list } = await openDevices();
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);

    const current = itemOf(list, "Chrome 131 on Windows 10");
    expect(within(current).getByText("This device")).toBeInTheDocument();
    expect(within(current).getByText("198.51.100.7")).toBeInTheDocument();
    expect(within(current).getByText(formatDate(THIS_ONE.startedAt))).toBeInTheDocument();
    expect(within(current).getByText(formatDateTime(THIS_ONE.lastSeenAt))).toBeInTheDocument();
    expect(
      within(current).getByRole("button", {
        name: "End session: Chrome 131 on Windows 10 (this device)",
      }),
    ).toBeEnabled();

    const phone = itemOf(list, "Safari 17 on iOS 17");
    expect(within(phone).queryByText("This device")).toBeNull();
    expect(within(phone).getByText("203.0.113.24")).toBeInTheDocument();
    expect(
      within(phone).getByRole("button", { name: "End session: Safari 17 on iOS 17" }),
    ).toBeEnabled();

    const unknown = items[2]!;
    expect(within(unknown).getByText("Unknown browser")).toBeInTheDocument();
    expect(within(unknown).getByText("Not known")).toBeInTheDocument();
    expect(screen.getAllByText("This device")).toHaveLength(1);
  });

  it("ends another session, refreshes the list and says so", async () => {
    const server = accountServer();
    const { user, devices, list } = await openDevices();
    await user.click(
      within(list).getByRole("button", { name: "End session: Safari 17 on iOS 17" }),
    );
    expect(await within(devices).findByRole("status")).toHaveTextContent("That session has ended.");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).queryByText("Safari 17 on iOS 17")).toBeNull();
    expect(server.callsTo("POST", `${LIST}/the-phone/end`)).toHaveLength(1);
    expect(server.callsTo("GET", LIST)).toHaveLength(2);
    // No confirmation for another device: this one stays signed in.
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says what the server answered when a session could not be ended, and lists them again", async () => {
    const server = accountServer({
      override: ({ method, url }) =>
        method === "POST" && url.pathname.endsWith("/the-phone/end")
          ? {
              status: 404,
              body: {
                error: "That session was not found: it may have ended already.",
                message: "That session was not found: it may have ended already.",
              },
            }
          : undefined,
    });
    const { user, devices, list } = await openDevices();
    await user.click(
      within(list).getByRole("button", { name: "End session: Safari 17 on iOS 17" }),
    );
    expect(await within(devices).findByRole("alert")).toHaveTextContent(
      "That session was not found: it may have ended already.",
    );
    await waitFor(() => expect(server.callsTo("GET", LIST)).toHaveLength(2));
  });

  it("ends every other session with 'End all others'", async () => {
    const server = accountServer();
    const { user, devices, list } = await openDevices();
    await user.click(within(devices).getByRole("button", { name: "End all others" }));
    expect(await within(devices).findByRole("status")).toHaveTextContent(
      "You have been signed out everywhere else.",
    );
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByText("This device")).toBeInTheDocument();
    expect(server.callsTo("POST", `${LIST}/end-others`)).toHaveLength(1);
  });

  it("asks before ending this device's session, then signs out to the sign-in page", async () => {
    const server = accountServer();
    const { user, router } = renderRoutes(appRoutes, { path: "/account", user: CUSTOMER });
    const list = await screen.findByRole("list", { name: "Your sessions" });
    await user.click(
      within(list).getByRole("button", {
        name: "End session: Chrome 131 on Windows 10 (this device)",
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "End this session?" });
    expect(dialog).toHaveTextContent("you will have to sign in again here");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.callsTo("POST", `${LIST}/this-one/end`)).toEqual([]);

    await user.click(
      within(list).getByRole("button", {
        name: "End session: Chrome 131 on Windows 10 (this device)",
      }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "End and sign out",
      }),
    );
    expect(
      await screen.findByText("You have been signed out. Please sign in again."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("");
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(server.callsTo("POST", `${LIST}/this-one/end`)).toHaveLength(1);
    // Nothing asks the server about a session that has just ended.
    expect(server.callsTo("GET", LIST)).toHaveLength(1);
  });
});
