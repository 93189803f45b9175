import { Select as SelectPrimitive } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { MENU_LABEL, MENU_ROW } from "./overlay-styles";
import { styled } from "./styled";

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

const SelectTriggerBox = styled(
  SelectPrimitive.Trigger,
  "flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-input bg-card px-3.5 py-2 text-left text-base whitespace-nowrap shadow-xs transition-colors hover:border-brass/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground sm:text-sm [&>span]:truncate",
  { "data-slot": "select-trigger" },
);

export function SelectTrigger({ children, ...props }: ComponentProps<typeof SelectTriggerBox>) {
  return (
    <SelectTriggerBox {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectTriggerBox>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-lg border border-border bg-card text-foreground shadow-lift data-[state=open]:animate-fade-in",
          position === "popper" && "w-full min-w-(--radix-select-trigger-width) translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectLabel = styled(SelectPrimitive.Label, MENU_LABEL);

const SelectItemRow = styled(
  SelectPrimitive.Item,
  `relative flex w-full cursor-pointer items-center rounded-md py-2.5 pr-8 pl-2.5 ${MENU_ROW}`,
  { "data-slot": "select-item" },
);

export function SelectItem({ children, ...props }: ComponentProps<typeof SelectItemRow>) {
  return (
    <SelectItemRow {...props}>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-primary" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectItemRow>
  );
}
