import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import { MENU_LABEL, MENU_ROW } from "./overlay-styles";
import { inPortal, styled } from "./styled";

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export const DropdownMenuContent = inPortal(
  DropdownMenuPrimitive.Portal,
  styled(
    DropdownMenuPrimitive.Content,
    "z-50 min-w-[10rem] overflow-hidden rounded-lg border border-border bg-card p-1 text-foreground shadow-lift data-[state=open]:animate-fade-in",
    { "data-slot": "dropdown-menu-content", sideOffset: 6 },
  ),
);

export const DropdownMenuItem = styled(
  DropdownMenuPrimitive.Item,
  `relative flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2.5 ${MENU_ROW} [&_svg]:size-4 [&_svg]:shrink-0`,
  { "data-slot": "dropdown-menu-item" },
);

export const DropdownMenuLabel = styled(DropdownMenuPrimitive.Label, MENU_LABEL);

export const DropdownMenuSeparator = styled(
  DropdownMenuPrimitive.Separator,
  "-mx-1 my-1 h-px bg-border",
);
