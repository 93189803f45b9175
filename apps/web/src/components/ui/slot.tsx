import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(
    values.flatMap((value) => (typeof value === "string" ? value.split(/\s+/) : [])),
  );
  ids.delete("");
  return ids.size > 0 ? [...ids].join(" ") : undefined;
}

function setRefs(...refs: Ref<unknown>[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Radix's Slot as the app uses it (`Button asChild`, `Field`), without Radix on every page:
 * renders its one child element with the slot's props added. The child's own props win, except
 * that both event handlers run (the child's first), classes, styles and aria-describedby ids
 * are combined, and both refs are set.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) {
    if (children || children === 0) throw new Error("Slot expects one React element as its child");
    return null;
  }
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const ours = slotProps[name];
    const theirs = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof ours === "function" && typeof theirs === "function") {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = theirs(...args);
          ours(...args);
          return result;
        };
      } else if (ours) {
        merged[name] = ours;
      }
    } else if (name === "style") {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (name === "className") {
      merged.className = [ours, theirs].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      merged[name] = joinIds(theirs, ours);
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref) merged.ref = childRef ? setRefs(ref, childRef) : ref;
  return cloneElement(children, merged);
}
