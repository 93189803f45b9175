import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { styled } from "./styled";

const SwitchRoot = styled(
  SwitchPrimitive.Root,
  "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
  { "data-slot": "switch" },
);

/** An on/off choice that takes effect at once (role="switch"). */
export function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchRoot {...props}>
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0.5" />
    </SwitchRoot>
  );
}
