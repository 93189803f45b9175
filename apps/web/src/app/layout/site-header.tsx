import { LogIn, LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "@/components/link";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { isAdmin, useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import { AdminSearchBox } from "./admin-search-box";
import { BrandLink } from "./brand-link";
import { MobileMenu } from "./mobile-menu";
import { NavLinkList } from "./nav-link-list";
import { accountPathFor, navItemsFor } from "./nav-items";
import { SignedInAs } from "./signed-in-as";

export function SiteHeader() {
  const { user, logout } = useSession();
  const items = navItemsFor(user);
  // The admin's row (four links, their name, Logout) needs 1024 px; below that it folds into
  // the toggle menu, as everyone's does below 768 px.
  const admin = Boolean(user && isAdmin(user));
  const wideFrom = admin ? "lg" : "md";
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // Arriving on a new page closes the menu, whichever way the navigation happened.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  // Growing past the breakpoint hides the toggle; a menu left open would then be stranded.
  useEffect(() => {
    const wide = window.matchMedia?.(`(min-width: ${wideFrom === "lg" ? 1024 : 768}px)`);
    if (!wide) return;
    const onChange = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [wideFrom]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/92 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-[4.5rem]">
        {/* Short of room (admins 1024–1536 px, others 768–1024 px), the mark stands alone. */}
        <BrandLink
          className="shrink-0"
          nameClassName={admin ? "lg:max-2xl:sr-only" : "md:max-lg:sr-only"}
        />

        <nav
          aria-label="Main"
          className={cn("hidden", wideFrom === "lg" ? "lg:block" : "md:block")}
        >
          <NavLinkList
            items={items}
            className="flex items-center gap-1"
            linkClassName="relative inline-flex h-10 items-center rounded-md px-3 text-sm whitespace-nowrap font-medium text-muted-foreground transition-colors hover:text-foreground after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:bg-brass after:opacity-0 after:transition-opacity"
            activeLinkClassName="text-foreground after:opacity-100"
          />
        </nav>

        <div className={cn("hidden items-center gap-3", wideFrom === "lg" ? "lg:flex" : "md:flex")}>
          {admin ? <AdminSearchBox className="w-36 xl:w-44" placeholder="Search…" /> : null}
          {user ? (
            <>
              <SignedInAs
                name={user.name}
                to={accountPathFor(user)}
                className={cn(
                  "items-center gap-1.5 text-sm font-medium text-foreground",
                  // Beside the admin's search box, their name waits for the room of 1280 px.
                  admin ? "hidden xl:inline-flex" : "inline-flex",
                )}
              />
              <Button variant="outline" size="sm" onClick={() => void logout()}>
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                Login
              </Link>
            </Button>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={cn(
            "inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-foreground transition-colors hover:bg-muted",
            wideFrom === "lg" ? "lg:hidden" : "md:hidden",
          )}
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </div>

      {menuOpen ? (
        <MobileMenu
          id={menuId}
          wideFrom={wideFrom}
          items={items}
          user={user}
          toggleRef={toggleRef}
          onClose={closeMenu}
          onLogout={() => {
            setMenuOpen(false);
            void logout();
          }}
        />
      ) : null}
    </header>
  );
}
