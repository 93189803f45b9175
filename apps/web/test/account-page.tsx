import { screen } from "@testing-library/react";
import AccountPage from "@/features/account/account-page";
import { CUSTOMER, renderPage } from "./render";

/** The account page as the customer sees it, once its section named `name` has shown. */
export async function openAccountPage(name: string) {
  const view = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
  const section = await screen.findByRole("region", { name });
  return { ...view, section };
}
