import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Opens the combobox named `name` and picks its option named `option`. */
export async function chooseOption(
  user: UserEvent,
  name: string | RegExp,
  option: string | RegExp,
) {
  await user.click(screen.getByRole("combobox", { name }));
  await user.click(await screen.findByRole("option", { name: option }));
}
