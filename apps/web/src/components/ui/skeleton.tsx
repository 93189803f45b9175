import { styled } from "./styled";

export const Skeleton = styled("div", "animate-pulse rounded-md bg-muted", {
  "data-slot": "skeleton",
  "aria-hidden": "true",
});
