import { Label as LabelPrimitive } from "radix-ui";
import { styled } from "./styled";

export const Label = styled(
  LabelPrimitive.Root,
  "text-sm leading-none font-medium text-foreground select-none peer-disabled:opacity-55",
  { "data-slot": "label" },
);
