import type { ComponentProps, MouseEvent } from "react";
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from "react-router";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** One of the app's own pages; other addresses take a plain <a>. */
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * React Router's <Link> as the app uses it, built on the hooks React Router offers for this
 * (`useHref`, `useLinkClickHandler`): a click navigates in the app, a modified click (new tab,
 * new window) or a `target` is left to the browser. Its own <Link> also carries framework-mode
 * prefetching and view transitions, which the app does not use and which cost every page
 * 2.5 kB gzipped (decision 049).
 */
export function Link({ to, replace, state, target, onClick, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Active only on this very page, not on the pages under it. */
  end?: boolean;
  className?: (state: { isActive: boolean }) => string | undefined;
};

/**
 * React Router's <NavLink>, as the header uses it: a link that knows when it points at the
 * page being shown (then `aria-current="page"`), matched as React Router matches it (case
 * aside, the page itself or, unless `end`, a page under it).
 */
export function NavLink({ end = false, className, ...props }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(props.to).pathname.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive =
    here === target || (!end && here.startsWith(target) && here.charAt(slash) === "/");
  return (
    <Link
      aria-current={isActive ? "page" : undefined}
      className={className?.({ isActive })}
      {...props}
    />
  );
}
