import { LogIn, LogOut } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";
import type { SessionUser } from "@/lib/session";
import { cn } from "@/lib/utils";
import { isAdmin } from "@/lib/session";
import { AdminSearchBox } from "./admin-search-box";
import { NavLinkList } from "./nav-link-list";
import { accountPathFor, type NavItem } from "./nav-items";
import { SignedInAs } from "./signed-in-as";

type MobileMenuProps = {
  id: string;
  /** Where the header's own row takes over (the menu hides from there on). */
  wideFrom: "md" | "lg";
  items: NavItem[];
  user: SessionUser | null;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** `returnFocus` puts focus back on the toggle (Escape), not when a link was followed. */
  onClose: (returnFocus: boolean) => void;
  onLogout: () => void;
};

/** The navigation that drops down under the header on narrow screens (below 768 or 1024 px). */
export function MobileMenu({
  id,
  wideFrom,
  items,
  user,
  toggleRef,
  onClose,
  onLogout,
}: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  // Opening moves focus into the menu so keyboard users land on its first link.
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose(true);
      }
    };
    // A tap outside the header (on the page) dismisses the menu, as people expect.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [onClose, toggleRef]);

  return (
    <div
      id={id}
      ref={panelRef}
      className={cn(
        "animate-fade-in border-t border-border bg-background shadow-lift",
        wideFrom === "lg" ? "lg:hidden" : "md:hidden",
      )}
    >
      <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        {user && isAdmin(user) ? (
          <AdminSearchBox className="mb-3 w-full" onNavigate={() => onClose(false)} />
        ) : null}
        <NavLinkList
          items={items}
          mobile
          onNavigate={() => onClose(false)}
          className="flex flex-col"
          linkClassName="flex min-h-12 items-center rounded-md border-l-2 border-transparent px-3 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          activeLinkClassName="border-brass bg-muted/70 text-foreground"
        />
        <div className="mt-3 border-t border-border pt-4 pb-2">
          {user ? (
            <div className="flex items-center justify-between gap-3">
              <SignedInAs
                name={user.name}
                to={accountPathFor(user)}
                className="inline-flex items-center gap-2 px-3 text-sm font-medium"
              />
              <Button variant="outline" onClick={onLogout}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            </div>
          ) : (
            <Button asChild className="w-full">
              <Link to="/login" onClick={() => onClose(false)}>
                <LogIn aria-hidden="true" />
                Login
              </Link>
            </Button>
          )}
        </div>
      </nav>
    </div>
  );
}
