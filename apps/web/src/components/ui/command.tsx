import { Command as CommandPrimitive } from "cmdk";
import { styled } from "./styled";

export const Command = styled(CommandPrimitive, "flex flex-col text-foreground", {
  "data-slot": "command",
});

export const CommandInput = CommandPrimitive.Input;

export const CommandList = styled(CommandPrimitive.List, "max-h-72 overflow-y-auto", {
  "data-slot": "command-list",
});

export const CommandItem = styled(
  CommandPrimitive.Item,
  "cursor-pointer rounded-md px-2.5 py-2.5 text-sm select-none data-[selected=true]:bg-muted sm:py-2",
  { "data-slot": "command-item" },
);
