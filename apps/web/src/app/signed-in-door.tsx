import { lazy, type ComponentProps, type ComponentType } from "react";

type SignedInParts = typeof import("./signed-in-parts");

/**
 * One of the parts only a signed-in session uses (signed-in-parts.tsx), loaded with the others
 * when the first of them is shown: the main bundle names that one file, not each part's own.
 */
export function lazyFromSignedInParts<Name extends keyof SignedInParts>(name: Name) {
  type Props = ComponentProps<SignedInParts[Name]> & React.JSX.IntrinsicAttributes;
  return lazy(() =>
    import("./signed-in-parts").then((parts) => {
      // A part may itself be lazy, and React does not take a lazy component as what a lazy
      // one resolves to: it is rendered from a component of its own.
      const Part = parts[name] as ComponentType<Props>;
      return { default: (props: Props) => <Part {...props} /> };
    }),
  );
}
